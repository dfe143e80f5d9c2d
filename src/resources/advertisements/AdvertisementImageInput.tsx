import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ImageField, ImageInput, type ImageInputProps, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

type DropRejected = NonNullable<NonNullable<ImageInputProps['options']>['onDropRejected']>;

/** Spec §9: an advertisement image is at most 5MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
// The hint says SVG, PNG, JPG or GIF (spec §2), but only jpeg and png are accepted.
const ACCEPTED = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

/** ImageInput's own shape for a chosen file: the file, a preview URL and its name. */
const toImageValue = (file: unknown) =>
    file instanceof File
        ? { rawFile: file, src: URL.createObjectURL(file), title: file.name }
        : file;

const Hint = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ py: 2, color: 'text.primary' }}>
            <Typography variant="body2">
                {translate('app.advertisements.form.upload_prompt')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
                {translate('app.advertisements.form.upload_formats')}
            </Typography>
        </Box>
    );
};

/** Image by drop or picker, with a preview; on edit the current image shows until another is chosen. */
export const AdvertisementImageInput = ({ currentImage }: { currentImage?: string | null }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { getValues } = useFormContext();
    const chosen = useWatch({ name: 'file' });

    const onDropRejected: DropRejected = ([rejection]) => {
        const codes = rejection?.errors.map(error => error.code) ?? [];
        const tooLarge = codes.includes('file-too-large') && !codes.includes('file-invalid-type');
        notify(
            tooLarge
                ? 'app.advertisements.toasts.file_too_large_text'
                : 'app.advertisements.toasts.unsupported_file_text',
            {
                type: 'error',
                title: tooLarge
                    ? 'app.advertisements.toasts.file_too_large'
                    : 'app.advertisements.toasts.unsupported_file',
            }
        );
    };

    return (
        <>
            <ImageInput
                source="file"
                accept={ACCEPTED}
                maxSize={MAX_IMAGE_BYTES}
                placeholder={<Hint />}
                // A refused drop reaches the input as `undefined`; keep what was chosen before it.
                // Removing the image with the preview's button gives `null`.
                parse={value => (value === undefined ? getValues('file') : toImageValue(value))}
                options={{ onDropRejected }}
                // The input's visible label is not a <label>: name the file input itself.
                inputProps={{ 'aria-label': translate('resources.advertisements.fields.file') }}
                sx={{
                    '& .RaFileInput-dropZone': {
                        border: 1,
                        borderStyle: 'dashed',
                        borderColor: 'divider',
                    },
                }}
            >
                <ImageField source="src" title="title" />
            </ImageInput>
            {currentImage && !chosen && (
                <Box sx={{ mb: 2 }}>
                    <Typography variant="caption" color="text.secondary" component="p">
                        {translate('app.advertisements.form.current_image')}
                    </Typography>
                    <Box
                        component="img"
                        src={currentImage}
                        alt={translate('app.advertisements.form.current_image')}
                        sx={{ maxWidth: '100%', maxHeight: 200, borderRadius: 1 }}
                    />
                </Box>
            )}
        </>
    );
};
