import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { ImageInput, type ImageInputProps, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { acceptedImageTypes, maxImageBytes } from '../../contract/images';
import { ImagePreview } from './ImagePreview';

type DropRejected = NonNullable<NonNullable<ImageInputProps['options']>['onDropRejected']>;
type Refusal = 'too_large' | 'unsupported';

const KEY = 'app.image_drop_zone';

/** ImageInput's own shape for a chosen file: the file, a preview URL and its name. */
const toImageValue = (file: unknown) =>
    file instanceof File
        ? { rawFile: file, src: URL.createObjectURL(file), title: file.name }
        : file;

interface ImageDropZoneProps {
    /** Translation key of the field's name, read by screen readers on the file input. */
    label: string;
    /** Translation key of the type and size hint under the prompt. */
    hint?: string;
    /** The image the record has now, shown until another is chosen; `alt` names what it shows. */
    currentImage?: { src: string; alt: string } | null;
}

/**
 * The one image field of the console's forms (vouchers, advertisements): drop or choose a JPEG or PNG of
 * at most 5 MB, see it, replace it, remove it. The form value is react-admin's `{ rawFile, src, title }`
 * under `file`, which the data provider sends as the multipart part `file`.
 */
export const ImageDropZone = ({
    label,
    hint = `${KEY}.formats`,
    currentImage,
}: ImageDropZoneProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { getValues, setValue } = useFormContext();
    const { disabled } = useFormState();
    const chosen = useWatch({ name: 'file' }) as { src?: string; title?: string } | null;
    const [refusal, setRefusal] = useState<Refusal | null>(null);
    const zone = useRef<HTMLDivElement>(null);
    const hintId = useId();

    const onDropRejected: DropRejected = ([rejection]) => {
        const codes = rejection?.errors.map(error => error.code) ?? [];
        const reason = codes.includes('file-too-large') && !codes.includes('file-invalid-type');
        const refused: Refusal = reason ? 'too_large' : 'unsupported';
        setRefusal(refused);
        notify(`${KEY}.${refused}_text`, { type: 'error', title: `${KEY}.${refused}` });
    };
    const chooseAnother = () => zone.current?.querySelector('input')?.click();
    const remove = () => {
        setValue('file', null, { shouldDirty: true });
        setRefusal(null);
    };

    // A form shown read-only (react-hook-form's `disabled`) shows the current image and nothing to change it.
    if (disabled) {
        return currentImage ? (
            <Box sx={{ width: '100%', mb: 2 }}>
                <ImagePreview
                    src={currentImage.src}
                    caption={translate(`${KEY}.current`)}
                    alt={currentImage.alt}
                />
            </Box>
        ) : null;
    }

    return (
        <Box ref={zone} sx={{ width: '100%', mb: 2 }}>
            <ImageInput
                source="file"
                accept={acceptedImageTypes}
                maxSize={maxImageBytes}
                placeholder={
                    <Box sx={{ py: 2, display: 'grid', justifyItems: 'center', gap: 0.5 }}>
                        <CloudUploadOutlined color="action" aria-hidden />
                        <Typography variant="body2">{translate(`${KEY}.prompt`)}</Typography>
                        <Typography
                            id={hintId}
                            variant="caption"
                            color={refusal ? 'error' : 'text.secondary'}
                        >
                            {refusal ? translate(`${KEY}.${refusal}_text`) : translate(hint)}
                        </Typography>
                    </Box>
                }
                // A refused drop reaches the input as `undefined`: keep what was chosen before it.
                parse={value => (value === undefined ? getValues('file') : toImageValue(value))}
                options={{ onDropRejected, onDropAccepted: () => setRefusal(null) }}
                // The visible label is not a <label>: name the file input itself, and point it at the hint.
                inputProps={{ 'aria-label': translate(label), 'aria-describedby': hintId }}
                sx={{
                    mb: 0,
                    '& .RaFileInput-dropZone': {
                        border: 2,
                        borderStyle: 'dashed',
                        borderColor: refusal ? 'error.main' : 'divider',
                        bgcolor: 'background.default',
                        color: 'text.primary',
                        '&:hover': { borderColor: 'primary.main' },
                        '&:focus-visible': {
                            outline: 2,
                            outlineStyle: 'solid',
                            outlineColor: 'primary.main',
                            outlineOffset: 2,
                        },
                    },
                }}
            />
            {chosen?.src ? (
                <ImagePreview
                    src={chosen.src}
                    caption={translate(`${KEY}.chosen`, { name: chosen.title ?? '' })}
                    alt={chosen.title ?? translate(label)}
                    onReplace={chooseAnother}
                    onRemove={remove}
                />
            ) : currentImage ? (
                <ImagePreview
                    src={currentImage.src}
                    caption={translate(`${KEY}.current`)}
                    alt={currentImage.alt}
                    onReplace={chooseAnother}
                />
            ) : null}
        </Box>
    );
};
