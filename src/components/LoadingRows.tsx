import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';

// Fixed keys: the placeholders never reorder.
const ROW_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

/**
 * Placeholder rows while a list loads for the first time, so the screen keeps its shape instead of
 * showing blank space (react-admin's tables show nothing for their first second).
 */
export const LoadingRows = ({ what, rows = 5 }: { what: string; rows?: number }) => {
    const translate = useTranslate();
    return (
        <Stack
            role="status"
            aria-busy
            aria-label={translate('app.states.loading', {
                what: translate(`app.states.lists.${what}`),
            })}
            spacing={1}
            sx={{ p: 2 }}
        >
            {ROW_KEYS.slice(0, rows).map(key => (
                <Skeleton key={key} variant="rounded" height={36} />
            ))}
        </Stack>
    );
};
