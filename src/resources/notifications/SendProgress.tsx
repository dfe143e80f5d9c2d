import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Notification } from '../../../contract';
import { formatCount } from '../../lib/format';
import { isSending } from './notificationState';

/**
 * 'Sending 340,000 of 1,000,000' with a bar while a send is under way ('Preparing to send' while the
 * recipients are counted); nothing before or after. A polite live region, so a screen reader hears it move.
 */
export const SendProgress = ({ notification }: { notification: Notification }) => {
    const translate = useTranslate();
    const labelId = useId();
    if (!isSending(notification)) return null;
    const { total, done } = notification.progress ?? { total: null, done: 0 };
    const label =
        total === null
            ? translate('app.notifications.progress.preparing')
            : translate('app.notifications.progress.sending', {
                  done: formatCount(done),
                  total: formatCount(total),
              });
    return (
        <Box sx={{ mt: 1.5 }}>
            <Typography id={labelId} variant="caption" aria-live="polite">
                {label}
            </Typography>
            <LinearProgress
                aria-labelledby={labelId}
                variant={total ? 'determinate' : 'indeterminate'}
                value={total ? Math.min(100, (done / total) * 100) : undefined}
                sx={{ mt: 0.5, borderRadius: 1 }}
            />
        </Box>
    );
};
