import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Chip, type ChipProps, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type {
    NotificationPriority,
    NotificationStatus,
    NotificationType,
    SampleNotification,
} from './notificationSamples';

// Every chip carries a word and an icon besides its colour, so no meaning rests on colour alone.
interface Look {
    color: ChipProps['color'];
    icon: ReactElement;
}

const statusLook: Record<NotificationStatus, Look> = {
    sent: { color: 'success', icon: <SendOutlined /> },
    scheduled: { color: 'info', icon: <ScheduleOutlined /> },
    draft: { color: 'default', icon: <EditNoteOutlined /> },
};

const typeLook: Record<NotificationType, Look> = {
    info: { color: 'info', icon: <InfoOutlined /> },
    warning: { color: 'warning', icon: <WarningAmberOutlined /> },
    success: { color: 'success', icon: <CheckCircleOutlined /> },
    error: { color: 'error', icon: <ErrorOutlined /> },
};

const priorityColor: Record<NotificationPriority, ChipProps['color']> = {
    low: 'default',
    normal: 'default',
    high: 'warning',
    urgent: 'error',
};

const NotificationStatusChip = ({ status }: { status: NotificationStatus }) => {
    const translate = useTranslate();
    const { color, icon } = statusLook[status];
    return (
        <Chip
            size="small"
            color={color}
            icon={icon}
            label={translate(`app.mockups.notifications.status.${status}`)}
        />
    );
};

const NotificationTypeChip = ({ type }: { type: NotificationType }) => {
    const translate = useTranslate();
    const { color, icon } = typeLook[type];
    return (
        <Chip
            size="small"
            variant="outlined"
            color={color}
            icon={icon}
            label={translate(`app.mockups.notifications.type.${type}`)}
        />
    );
};

const NotificationPriorityChip = ({ priority }: { priority: NotificationPriority }) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            variant="outlined"
            color={priorityColor[priority]}
            icon={<FlagOutlined />}
            label={translate('app.mockups.notifications.priority_label', {
                priority: translate(`app.mockups.notifications.priority.${priority}`),
            })}
        />
    );
};

/** Status, type and priority side by side, wrapping on narrow screens. */
export const NotificationChips = ({
    notification,
}: {
    notification: Pick<SampleNotification, 'status' | 'type' | 'priority'>;
}) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
        <NotificationStatusChip status={notification.status} />
        <NotificationTypeChip type={notification.type} />
        <NotificationPriorityChip priority={notification.priority} />
    </Stack>
);
