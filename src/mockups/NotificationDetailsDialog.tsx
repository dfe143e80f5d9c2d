import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount, formatDateTime } from '../lib/format';
import { DetailList } from './DetailList';
import { NotificationChips } from './NotificationChips';
import type { SampleNotification } from './notificationSamples';

interface NotificationDetailsDialogProps {
    notification: SampleNotification;
    onClose: () => void;
}

/** Everything about one notification; the only action a Sent notification offers. */
export const NotificationDetailsDialog = ({
    notification,
    onClose,
}: NotificationDetailsDialogProps) => {
    const translate = useTranslate();
    const label = (field: string) => translate(`app.mockups.notifications.fields.${field}`);
    const date = (value: string | null) =>
        value ? formatDateTime(value) : translate('app.mockups.notifications.none');
    const rows: [string, string][] = [
        [
            label('recipients'),
            translate(`app.mockups.notifications.recipients.${notification.recipients}`),
        ],
        [
            label('channels'),
            notification.channels
                .map(channel => translate(`app.mockups.notifications.channels.${channel}`))
                .join(', '),
        ],
        [label('createdAt'), date(notification.createdAt)],
        [label('scheduledAt'), date(notification.scheduledAt)],
        [label('sentAt'), date(notification.sentAt)],
        [label('expiresAt'), date(notification.expiresAt)],
        [label('views'), formatCount(notification.views)],
        [label('clicks'), formatCount(notification.clicks)],
    ];
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm">
            <DialogTitle>{translate('app.mockups.notifications.details_title')}</DialogTitle>
            <DialogContent>
                <Typography variant="h6" component="h2">
                    {notification.title}
                </Typography>
                <NotificationChips notification={notification} />
                <Typography variant="body2" sx={{ mb: 2 }}>
                    {notification.message}
                </Typography>
                <DetailList rows={rows} />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('app.mockups.notifications.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
