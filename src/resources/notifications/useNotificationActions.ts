import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Notification } from '../../../contract';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { formatDateTime } from '../../lib/format';
import { deleteNotification, schedule, sendNow, unschedule } from './notificationCalls';

export type StateChange =
    | { action: 'sendNow' | 'unschedule' | 'delete'; notification: Notification }
    | { action: 'schedule'; notification: Notification; at: string };

const call = (change: StateChange) => {
    const { id } = change.notification;
    switch (change.action) {
        case 'sendNow':
            return sendNow(id);
        case 'schedule':
            return schedule(id, change.at);
        case 'unschedule':
            return unschedule(id);
        case 'delete':
            return deleteNotification(id);
    }
};

/**
 * Send now, schedule, unschedule and delete from the list, each with its toast; the list (and its counts)
 * is asked again afterwards, also after a refusal (409: someone else changed it meanwhile).
 */
export const useNotificationActions = () => {
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const queryClient = useQueryClient();
    const mutation = useMutation({
        mutationFn: call,
        onSuccess: (_, change) =>
            notify(`app.notifications.done.${change.action}`, {
                type: 'success',
                messageArgs: {
                    title: change.notification.title,
                    date: change.action === 'schedule' ? formatDateTime(change.at) : undefined,
                },
            }),
        onError: (error, change) =>
            notifyFailure(error, `app.notifications.failed.${change.action}`),
        onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    });
    return { run: mutation.mutate, isPending: mutation.isPending };
};
