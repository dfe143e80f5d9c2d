import type { Notification, NotificationStatus } from '../../../contract';

// Spec §4 as the server enforces it: a draft is sent or scheduled, a scheduled one is sent or goes back to
// draft, a sent one is final. Only a draft is deleted (a scheduled one is promised to its recipients: it goes
// back to draft first), as the sample list does.

export type NotificationAction = 'view' | 'edit' | 'sendNow' | 'schedule' | 'unschedule' | 'delete';

const byStatus: Record<NotificationStatus, readonly NotificationAction[]> = {
    draft: ['view', 'edit', 'sendNow', 'schedule', 'delete'],
    scheduled: ['view', 'edit', 'sendNow', 'unschedule'],
    sent: ['view'],
};

/** What an item's menu offers; without Manage Notifications, only 'View details'. */
export const menuActions = (status: NotificationStatus, canWrite: boolean) =>
    canWrite ? byStatus[status] : byStatus[status].filter(action => action === 'view');

/** Sent, and its deliveries not all settled yet (counting the recipients, or delivering). */
export const isSending = (notification: Notification) =>
    notification.status === 'sent' && !notification.progress?.finishedAt;

/**
 * Scheduled for a moment that has come or is about to (the list then watches it go out); with `overdueMs`, not
 * if that moment passed longer ago (an old answer kept for another tab must not keep the list polling).
 */
export const isDueSoon = (
    notification: Notification,
    now = Date.now(),
    overdueMs = Number.POSITIVE_INFINITY
) => {
    if (notification.status !== 'scheduled' || notification.scheduledAt === null) return false;
    const wait = Date.parse(notification.scheduledAt) - now;
    return wait < 120_000 && wait > -overdueMs;
};

/** When it went out: the start of its send. */
export const sentAt = (notification: Notification) => notification.progress?.startedAt ?? null;
