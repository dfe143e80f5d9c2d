import type { Selectable } from 'kysely';
import type {
    ChannelFigures,
    Notification,
    NotificationChannel,
    NotificationPriority,
    NotificationRecipients,
    NotificationStatus,
    NotificationType,
} from '../../contract/index.ts';
import { isoTimestamp } from '../lib/isoTimestamp.ts';
import { isoOrNull } from '../lib/values.ts';
import type { NotificationFiguresTable, NotificationsTable } from './tables.ts';

export type NotificationRow = Selectable<NotificationsTable>;
export type FiguresRow = Selectable<NotificationFiguresTable>;

/** The marker of a fan-out that has written every delivery (notifications.fanout_after). */
export const fanoutDone = '~done';

/** A row and its channels' counters as the API answers them. */
export function toNotification(row: NotificationRow, figures: FiguresRow[]): Notification {
    const channels = row.channels as NotificationChannel[];
    const delivery: ChannelFigures[] = channels.map(channel => {
        const counted = figures.find(figure => figure.channel === channel);
        return {
            channel,
            queued: counted?.queued ?? 0,
            delivered: counted?.delivered ?? 0,
            failed: counted?.failed ?? 0,
            skipped: counted?.skipped ?? 0,
        };
    });
    const done = delivery.reduce((sum, one) => sum + one.delivered + one.failed + one.skipped, 0);
    return {
        id: String(row.id),
        title: row.title,
        message: row.message,
        type: row.type as NotificationType,
        priority: row.priority as NotificationPriority,
        deeplink: row.deeplink,
        status: row.status as NotificationStatus,
        scheduledAt: isoOrNull(row.scheduledAt),
        expiresAt: isoOrNull(row.expiresAt),
        recipients: row.recipients as NotificationRecipients,
        customerIds: row.customerIds.map(String),
        channels,
        views: row.views,
        clicks: row.clicks,
        delivery,
        progress: row.startedAt
            ? {
                  total: row.progressTotal,
                  done,
                  startedAt: isoTimestamp(row.startedAt),
                  finishedAt: isoOrNull(row.finishedAt),
              }
            : null,
        createdAt: isoTimestamp(row.createdAt),
        updatedAt: isoTimestamp(row.updatedAt),
    };
}

/** What the audit trail keeps of a notification: its fields, not the moving counters. */
export function audited(notification: Notification) {
    const { views, clicks, delivery, progress, ...fields } = notification;
    return fields;
}
