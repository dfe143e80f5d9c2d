import { useTranslate } from 'react-admin';
import { NotificationActionsMenu } from './NotificationActionsMenu';
import { dateLine, NotificationCard } from './NotificationCard';
import { menuActions, type NotificationMenuAction } from './notificationReducer';
import type { SampleNotification } from './notificationSamples';

/**
 * The dates that matter for the status: when it went out, when it will, or when a draft is planned or
 * was written ('Planned' rather than 'Scheduled', since a draft's date commits nobody).
 */
const useDateLines = (notification: SampleNotification) => {
    const translate = useTranslate();
    const line = (key: string, value: string | null) => dateLine(translate, key, value);
    const main =
        notification.status === 'sent'
            ? line('sent', notification.sentAt)
            : notification.status === 'scheduled'
              ? line('scheduled', notification.scheduledAt)
              : (line('planned', notification.scheduledAt) ??
                line('created', notification.createdAt));
    return [main, line('expires', notification.expiresAt)];
};

interface NotificationItemProps {
    notification: SampleNotification;
    onAction: (action: NotificationMenuAction, notification: SampleNotification) => void;
}

export const NotificationItem = ({ notification, onAction }: NotificationItemProps) => (
    <NotificationCard
        notification={notification}
        dates={useDateLines(notification)}
        menu={
            <NotificationActionsMenu
                title={notification.title}
                actions={menuActions[notification.status]}
                labelOf={action => `app.mockups.notifications.actions.${action}`}
                onAction={action => onAction(action, notification)}
            />
        }
    />
);
