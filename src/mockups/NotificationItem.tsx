import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatCount, formatTimestamp } from '../format';
import { NotificationActionsMenu } from './NotificationActionsMenu';
import { NotificationChips } from './NotificationChips';
import type { NotificationMenuAction } from './notificationReducer';
import type { SampleNotification } from './notificationSamples';

const Meta = ({ icon, children }: { icon?: ReactNode; children: ReactNode }) => (
    <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center' }}>
        {icon}
        <span>{children}</span>
    </Stack>
);

/**
 * The dates that matter for the status: when it went out, when it will, or when a draft is planned or
 * was written ('Planned' rather than 'Scheduled', since a draft's date commits nobody).
 */
const useDateLines = (notification: SampleNotification) => {
    const translate = useTranslate();
    const line = (key: string, value: string | null) =>
        value
            ? translate(`app.mockups.notifications.dates.${key}`, { date: formatTimestamp(value) })
            : null;
    const main =
        notification.status === 'sent'
            ? line('sent', notification.sentAt)
            : notification.status === 'scheduled'
              ? line('scheduled', notification.scheduledAt)
              : (line('planned', notification.scheduledAt) ??
                line('created', notification.createdAt));
    return [main, line('expires', notification.expiresAt)].filter(text => text !== null);
};

interface NotificationItemProps {
    notification: SampleNotification;
    onAction: (action: NotificationMenuAction, notification: SampleNotification) => void;
}

export const NotificationItem = ({ notification, onAction }: NotificationItemProps) => {
    const translate = useTranslate();
    const dates = useDateLines(notification);
    const iconSx = { fontSize: 16 };
    const stats = [
        { key: 'views', icon: <VisibilityOutlined sx={iconSx} />, count: notification.views },
        { key: 'clicks', icon: <TouchAppOutlined sx={iconSx} />, count: notification.clicks },
    ];
    return (
        <Card component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                        {notification.title}
                    </Typography>
                    <NotificationChips notification={notification} />
                    <Typography variant="body2" color="text.secondary">
                        {notification.message}
                    </Typography>
                    <Stack
                        direction="row"
                        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1.5 }}
                    >
                        {dates.map(text => (
                            <Typography key={text} variant="caption" color="text.secondary">
                                {text}
                            </Typography>
                        ))}
                        {stats.map(({ key, icon, count }) => (
                            <Typography key={key} variant="caption" color="text.secondary">
                                <Meta icon={icon}>
                                    {translate(`app.mockups.notifications.stats.${key}`, {
                                        count: formatCount(count),
                                    })}
                                </Meta>
                            </Typography>
                        ))}
                    </Stack>
                </Box>
                <NotificationActionsMenu notification={notification} onAction={onAction} />
            </Stack>
        </Card>
    );
};
