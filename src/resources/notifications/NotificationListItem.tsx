import { useTranslate } from 'react-admin';
import type { Notification } from '../../../contract';
import { NotificationActionsMenu } from '../../mockups/NotificationActionsMenu';
import { dateLine, NotificationCard } from '../../mockups/NotificationCard';
import { menuActions, type NotificationAction, sentAt } from './notificationState';
import { SendProgress } from './SendProgress';

/** The dates that matter for its status: when it went out, when it will, or when a draft was written. */
const useDateLines = (notification: Notification) => {
    const translate = useTranslate();
    const line = (key: string, value: string | null) => dateLine(translate, key, value);
    const main =
        notification.status === 'sent'
            ? line('sent', sentAt(notification))
            : notification.status === 'scheduled'
              ? line('scheduled', notification.scheduledAt)
              : line('created', notification.createdAt);
    return [main, line('expires', notification.expiresAt)];
};

interface NotificationListItemProps {
    notification: Notification;
    canWrite: boolean;
    onAction: (action: NotificationAction, notification: Notification) => void;
}

export const NotificationListItem = ({
    notification,
    canWrite,
    onAction,
}: NotificationListItemProps) => (
    <NotificationCard
        notification={notification}
        dates={useDateLines(notification)}
        menu={
            <NotificationActionsMenu
                title={notification.title}
                actions={menuActions(notification.status, canWrite)}
                labelOf={action => `app.notifications.actions.${action}`}
                onAction={action => onAction(action, notification)}
            />
        }
    >
        <SendProgress notification={notification} />
    </NotificationCard>
);
