import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Typography,
    useMediaQuery,
    useTheme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Notification } from '../../../contract';
import { formatCount, formatDateTime } from '../../lib/format';
import { DetailList } from '../../mockups/DetailList';
import { NotificationChips } from '../../mockups/NotificationChips';
import { ChannelFiguresTable } from './ChannelFiguresTable';
import { sentAt } from './notificationState';
import { SendProgress } from './SendProgress';

const KEY = 'app.mockups.notifications';

/** Everything about one notification, with each channel's delivery figures; full screen on a phone. */
export const NotificationDetailsDialog = ({
    notification,
    onClose,
}: {
    notification: Notification;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
    const label = (field: string) => translate(`${KEY}.fields.${field}`);
    const date = (value: string | null) =>
        value ? formatDateTime(value) : translate(`${KEY}.none`);
    const recipients = translate(`${KEY}.recipients.${notification.recipients}`);
    const rows: [string, string][] = [
        [
            label('recipients'),
            notification.recipients === 'specific'
                ? translate('app.notifications.details.customers', {
                      smart_count: notification.customerIds.length,
                  })
                : recipients,
        ],
        [
            label('channels'),
            notification.channels
                .map(channel => translate(`app.notifications.channels.${channel}`))
                .join(', '),
        ],
        [
            translate('app.notifications.fields.deeplink'),
            notification.deeplink ?? translate(`${KEY}.none`),
        ],
        [label('createdAt'), date(notification.createdAt)],
        [label('scheduledAt'), date(notification.scheduledAt)],
        [label('sentAt'), date(sentAt(notification))],
        [label('expiresAt'), date(notification.expiresAt)],
        [label('views'), formatCount(notification.views)],
        [label('clicks'), formatCount(notification.clicks)],
    ];
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
            <DialogTitle>{translate(`${KEY}.details_title`)}</DialogTitle>
            <DialogContent>
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {notification.title}
                </Typography>
                <NotificationChips notification={notification} />
                <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                    {notification.message}
                </Typography>
                <DetailList rows={rows} />
                <SendProgress notification={notification} />
                {notification.status === 'sent' && (
                    <>
                        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
                            {translate('app.notifications.details.figures')}
                        </Typography>
                        <ChannelFiguresTable figures={notification.delivery} />
                    </>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate(`${KEY}.close`)}</Button>
            </DialogActions>
        </Dialog>
    );
};
