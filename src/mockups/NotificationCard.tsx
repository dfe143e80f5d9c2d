import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type TranslateFunction, useTranslate } from 'react-admin';
import { formatCount, formatDateTime } from '../lib/format';
import { NotificationChips } from './NotificationChips';
import type { SampleNotification } from './notificationSamples';

const Meta = ({ icon, children }: { icon?: ReactNode; children: ReactNode }) => (
    <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center' }}>
        {icon}
        <span>{children}</span>
    </Stack>
);

/** 'Sent 01-Jan-2026 09:00' and the like, or null without a date. */
export const dateLine = (translate: TranslateFunction, key: string, value: string | null) =>
    value
        ? translate(`app.mockups.notifications.dates.${key}`, { date: formatDateTime(value) })
        : null;

type Shown = Pick<
    SampleNotification,
    'title' | 'message' | 'status' | 'type' | 'priority' | 'views' | 'clicks'
>;

interface NotificationCardProps {
    notification: Shown;
    /** The dates that matter for its status, already worded. */
    dates: (string | null)[];
    /** Its actions menu. */
    menu: ReactNode;
    /** Below the figures, e.g. the progress of a send. */
    children?: ReactNode;
}

/** One notification of a list (the sample one and the real one): title, chips, message, dates, figures. */
export const NotificationCard = ({
    notification,
    dates,
    menu,
    children,
}: NotificationCardProps) => {
    const translate = useTranslate();
    const iconSx = { fontSize: 16 };
    const stats = [
        { key: 'views', icon: <VisibilityOutlined sx={iconSx} />, count: notification.views },
        { key: 'clicks', icon: <TouchAppOutlined sx={iconSx} />, count: notification.clicks },
    ];
    return (
        <Card component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography
                        variant="subtitle1"
                        component="h2"
                        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                        {notification.title}
                    </Typography>
                    <NotificationChips notification={notification} />
                    <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere' }}
                    >
                        {notification.message}
                    </Typography>
                    <Stack
                        direction="row"
                        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1.5 }}
                    >
                        {dates
                            .filter(text => text !== null)
                            .map(text => (
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
                    {children}
                </Box>
                {menu}
            </Stack>
        </Card>
    );
};
