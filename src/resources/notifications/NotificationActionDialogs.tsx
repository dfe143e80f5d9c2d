import { Confirm } from 'react-admin';
import type { Notification } from '../../../contract';
import { ScheduleDialog } from '../../mockups/ScheduleDialog';
import { NotificationDetailsDialog } from './NotificationDetailsDialog';
import type { NotificationAction } from './notificationState';
import { useNotificationActions } from './useNotificationActions';

interface NotificationActionDialogsProps {
    action: NotificationAction;
    notification: Notification;
    onClose: () => void;
}

const confirmed = ['sendNow', 'unschedule', 'delete'] as const;
type Confirmed = (typeof confirmed)[number];
const isConfirmed = (action: NotificationAction): action is Confirmed =>
    (confirmed as readonly string[]).includes(action);

/** What an item's menu opens: the details, the schedule dialog, or a confirmation before a state change. */
export const NotificationActionDialogs = ({
    action,
    notification,
    onClose,
}: NotificationActionDialogsProps) => {
    const { run, isPending } = useNotificationActions();
    if (action === 'view') {
        return <NotificationDetailsDialog notification={notification} onClose={onClose} />;
    }
    if (action === 'schedule') {
        return (
            <ScheduleDialog
                notification={notification}
                onClose={onClose}
                onSchedule={at => {
                    run({ action, notification, at });
                    onClose();
                }}
            />
        );
    }
    if (!isConfirmed(action)) return null;
    return (
        <Confirm
            isOpen
            loading={isPending}
            title={`app.notifications.confirm.${action}_title`}
            content={`app.notifications.confirm.${action}_content`}
            titleTranslateOptions={{ title: notification.title }}
            confirm={`app.notifications.actions.${action}`}
            confirmColor={action === 'delete' ? 'warning' : 'primary'}
            onConfirm={() => {
                run({ action, notification });
                onClose();
            }}
            onClose={onClose}
        />
    );
};
