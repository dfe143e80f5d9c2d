import { Stack, Typography } from '@mui/material';
import { useReducer, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../lib/format';
import { pathTo } from '../lib/screenPaths';
import { MockupPage } from './MockupPage';
import { NotificationDetailsDialog } from './NotificationDetailsDialog';
import { NotificationItem } from './NotificationItem';
import { type NotificationTab, NotificationTabs } from './NotificationTabs';
import {
    countByStatus,
    type NotificationMenuAction,
    notificationReducer,
} from './notificationReducer';
import { type SampleNotification, sampleNotifications } from './notificationSamples';
import { ScheduleDialog } from './ScheduleDialog';

interface Pending {
    action: NotificationMenuAction;
    notification: SampleNotification;
}

/** Notifications list (spec §2, sample data): the §4 transitions run on in-memory state only. */
const NotificationList = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const [notifications, dispatch] = useReducer(notificationReducer, sampleNotifications);
    const [tab, setTab] = useState<NotificationTab>('all');
    const [pending, setPending] = useState<Pending | null>(null);

    const counts = countByStatus(notifications);
    const countOf = (value: NotificationTab) =>
        value === 'all' ? notifications.length : counts[value];
    const shown = tab === 'all' ? notifications : notifications.filter(item => item.status === tab);

    const onAction = (action: NotificationMenuAction, notification: SampleNotification) => {
        if (action === 'edit') {
            navigate(pathTo('notifications', 'create'), { state: { notification } });
            return;
        }
        setPending({ action, notification });
    };

    const apply = (action: 'sendNow' | 'schedule' | 'delete', at = new Date().toISOString()) => {
        if (!pending) return;
        const { id, title } = pending.notification;
        dispatch(action === 'delete' ? { type: action, id } : { type: action, id, at });
        setPending(null);
        notify(`app.mockups.notifications.done.${action}`, {
            type: action === 'delete' ? 'info' : 'success',
            messageArgs: { title, date: formatDateTime(at) },
        });
    };
    const close = () => setPending(null);
    const confirming = pending?.action === 'sendNow' || pending?.action === 'delete';
    const deleting = pending?.action === 'delete';

    return (
        <MockupPage
            title="app.mockups.notifications.title"
            subtitle="app.mockups.notifications.subtitle"
            list={{ resource: 'notifications', createLabel: 'app.mockups.notifications.create' }}
        >
            <NotificationTabs value={tab} onChange={setTab} countOf={countOf}>
                {shown.length === 0 ? (
                    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                        {translate(`app.mockups.notifications.empty.${tab}`)}
                    </Typography>
                ) : (
                    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
                        {shown.map(notification => (
                            <NotificationItem
                                key={notification.id}
                                notification={notification}
                                onAction={onAction}
                            />
                        ))}
                    </Stack>
                )}
            </NotificationTabs>
            {pending?.action === 'view' && (
                <NotificationDetailsDialog notification={pending.notification} onClose={close} />
            )}
            {pending?.action === 'schedule' && (
                <ScheduleDialog
                    notification={pending.notification}
                    onClose={close}
                    onSchedule={at => apply('schedule', at)}
                />
            )}
            {confirming && (
                <Confirm
                    isOpen
                    title={`app.mockups.notifications.confirm.${deleting ? 'delete' : 'send'}_title`}
                    content={`app.mockups.notifications.confirm.${deleting ? 'delete' : 'send'}_content`}
                    titleTranslateOptions={{ title: pending?.notification.title }}
                    confirm={`app.mockups.notifications.actions.${deleting ? 'delete' : 'sendNow'}`}
                    confirmColor={deleting ? 'warning' : 'primary'}
                    onConfirm={() => apply(deleting ? 'delete' : 'sendNow')}
                    onClose={close}
                />
            )}
        </MockupPage>
    );
};

export default NotificationList;
