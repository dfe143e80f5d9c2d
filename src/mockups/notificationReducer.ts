import type { NotificationStatus, SampleNotification } from './notificationSamples';

// Spec §4: Draft becomes Sent ('Send Now') or Scheduled ('Schedule'); Scheduled becomes Sent; a Sent
// notification cannot be edited. Deleting is offered for drafts only, since a scheduled or sent
// notification has already been committed to recipients.
export type NotificationAction =
    | { type: 'sendNow'; id: string; at: string }
    | { type: 'schedule'; id: string; at: string }
    | { type: 'delete'; id: string };

export type NotificationMenuAction = 'view' | 'edit' | NotificationAction['type'];

/** What the item menu offers in each status; the reducer refuses anything else. */
export const menuActions: Record<NotificationStatus, readonly NotificationMenuAction[]> = {
    draft: ['view', 'edit', 'sendNow', 'schedule', 'delete'],
    scheduled: ['view', 'edit', 'sendNow'],
    sent: ['view'],
};

const canApply = (status: NotificationStatus, action: NotificationMenuAction) =>
    menuActions[status].includes(action);

const update = (
    state: SampleNotification[],
    id: string,
    change: (notification: SampleNotification) => SampleNotification
) => state.map(notification => (notification.id === id ? change(notification) : notification));

export const notificationReducer = (
    state: SampleNotification[],
    action: NotificationAction
): SampleNotification[] => {
    const target = state.find(notification => notification.id === action.id);
    if (!target || !canApply(target.status, action.type)) return state;
    switch (action.type) {
        case 'sendNow':
            return update(state, action.id, notification => ({
                ...notification,
                status: 'sent',
                sentAt: action.at,
            }));
        case 'schedule':
            return update(state, action.id, notification => ({
                ...notification,
                status: 'scheduled',
                scheduledAt: action.at,
            }));
        case 'delete':
            return state.filter(notification => notification.id !== action.id);
    }
};

export const countByStatus = (notifications: SampleNotification[]) => {
    const counts: Record<NotificationStatus, number> = { sent: 0, scheduled: 0, draft: 0 };
    for (const notification of notifications) counts[notification.status] += 1;
    return counts;
};
