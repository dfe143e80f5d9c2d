import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

interface ImagePreviewProps {
    src: string;
    caption: string;
    alt: string;
    /** Absent where the image cannot be changed (a form shown read-only). */
    onReplace?: () => void;
    /** Absent for the record's current image: the API has no call that removes it. */
    onRemove?: () => void;
}

/** The image under a drop zone, with its actions as labelled buttons (never hidden until hovered). */
export const ImagePreview = ({ src, caption, alt, onReplace, onRemove }: ImagePreviewProps) => {
    const translate = useTranslate();
    return (
        <Box
            sx={{
                mt: 1,
                p: 1,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
            }}
        >
            <Box
                component="img"
                src={src}
                alt={alt}
                sx={{ width: 160, maxWidth: '100%', maxHeight: 120, objectFit: 'contain' }}
            />
            <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0, flex: '1 1 160px' }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {caption}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {onReplace && (
                        <Button size="small" startIcon={<SwapHoriz />} onClick={onReplace}>
                            {translate('app.image_drop_zone.replace')}
                        </Button>
                    )}
                    {onRemove && (
                        <Button
                            size="small"
                            color="error"
                            startIcon={<DeleteOutlined />}
                            onClick={onRemove}
                        >
                            {translate('app.image_drop_zone.remove')}
                        </Button>
                    )}
                </Box>
            </Box>
        </Box>
    );
};
