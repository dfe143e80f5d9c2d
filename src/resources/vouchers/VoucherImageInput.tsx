import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ImageField, ImageInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Voucher } from '../../../contract';

// Spec §5: jpeg or png only. The provider sends `file.rawFile` as the multipart part `file`.
const accept = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

export const VoucherImageInput = () => {
    const translate = useTranslate();
    const record = useRecordContext<Voucher>();
    const file = useWatch({ name: 'file' });
    return (
        <>
            <ImageInput
                source="file"
                accept={accept}
                helperText="app.vouchers.form.help.image"
                // The input's visible label is not a <label>: name the file input itself.
                inputProps={{ 'aria-label': translate('resources.vouchers.fields.file') }}
            >
                <ImageField source="src" title="title" />
            </ImageInput>
            {!file && record?.imageURL && (
                <Box>
                    <Typography variant="caption" color="text.secondary" component="p">
                        {translate('app.vouchers.form.help.current_image')}
                    </Typography>
                    <Box
                        component="img"
                        src={record.imageURL}
                        alt={record.name}
                        sx={{
                            maxWidth: 240,
                            maxHeight: 160,
                            borderRadius: 1,
                            objectFit: 'contain',
                        }}
                    />
                </Box>
            )}
        </>
    );
};
