import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useListContext, useTranslate } from 'react-admin';

interface LoadFailedProps {
    /** What failed to load, a key under app.states.lists, e.g. 'vouchers'. */
    what: string;
    onRetry: () => void;
}

/**
 * The one state of a list whose load failed: said where the rows would be, with a way to try again, in
 * place of an empty result and a pager total nobody counted. It is not a toast, so the failures spec §8
 * keeps silent stay silent in the toast region.
 */
export const LoadFailed = ({ what, onRetry }: LoadFailedProps) => {
    const translate = useTranslate();
    return (
        <Alert
            severity="error"
            role="status"
            sx={{ m: 2, alignItems: 'center' }}
            action={
                <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
                    {translate('app.states.retry')}
                </Button>
            }
        >
            {translate('app.states.load_failed', { what: translate(`app.states.lists.${what}`) })}
        </Alert>
    );
};

/** LoadFailed for a react-admin List: its `error` slot, retrying the list's own query. */
export const ListLoadFailed = ({ what }: { what: string }) => {
    const { refetch } = useListContext();
    return <LoadFailed what={what} onRetry={() => refetch()} />;
};
