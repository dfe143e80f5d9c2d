import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { StatusChip, type Tone } from '../components/StatusChip';
import type {
    NotificationPriority,
    NotificationStatus,
    NotificationType,
    SampleNotification,
} from './notificationSamples';

// The status is a state (no icon, like every status chip); type and priority are kinds, marked by an icon
// besides the word.
const statusTone: Record<NotificationStatus, Tone> = {
    sent: 'green',
    scheduled: 'blue',
    draft: 'grey',
};

const typeLook: Record<NotificationType, { tone: Tone; icon: ReactElement }> = {
    info: { tone: 'blue', icon: <InfoOutlined /> },
    warning: { tone: 'amber', icon: <WarningAmberOutlined /> },
    success: { tone: 'green', icon: <CheckCircleOutlined /> },
    error: { tone: 'red', icon: <ErrorOutlined /> },
};

const priorityTone: Record<NotificationPriority, Tone> = {
    low: 'grey',
    normal: 'grey',
    high: 'amber',
    urgent: 'red',
};

const NotificationTypeChip = ({ type }: { type: NotificationType }) => {
    const translate = useTranslate();
    return (
        <StatusChip
            {...typeLook[type]}
            label={translate(`app.mockups.notifications.type.${type}`)}
        />
    );
};

const NotificationPriorityChip = ({ priority }: { priority: NotificationPriority }) => {
    const translate = useTranslate();
    return (
        <StatusChip
            tone={priorityTone[priority]}
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
}) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
            <StatusChip
                tone={statusTone[notification.status]}
                label={translate(`app.mockups.notifications.status.${notification.status}`)}
                status={notification.status}
            />
            <NotificationTypeChip type={notification.type} />
            <NotificationPriorityChip priority={notification.priority} />
        </Stack>
    );
};
