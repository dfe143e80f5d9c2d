import type { ColumnType, Generated } from 'kysely';

// Row types of migration 007, merged into the app's Database interface (server/db/schema.ts) from here so
// that the notifications area keeps to its own files.
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (now()) unless given. */
type Stamped = ColumnType<Date, Date | string | undefined, Date | string>;

export interface NotificationsTable {
    id: Generated<string>;
    title: string;
    message: string;
    type: string;
    priority: string;
    deeplink: string | null;
    status: Generated<string>;
    scheduledAt: Timestamp | null;
    expiresAt: Timestamp | null;
    recipients: string;
    customerIds: ColumnType<number[], number[] | undefined, number[]>;
    channels: string[];
    views: Generated<number>;
    clicks: Generated<number>;
    queuedBy: number | null;
    queuedByUsername: string | null;
    startedAt: Timestamp | null;
    finishedAt: Timestamp | null;
    progressTotal: number | null;
    fanoutAfter: string | null;
    createdAt: Stamped;
    updatedAt: Stamped;
}

export interface NotificationFiguresTable {
    notificationId: string;
    channel: string;
    queued: Generated<number>;
    delivered: Generated<number>;
    failed: Generated<number>;
    skipped: Generated<number>;
}

export interface NotificationDeliveriesTable {
    id: Generated<string>;
    notificationId: string;
    channel: string;
    recipientType: string;
    recipientId: number;
    status: string;
    attempts: Generated<number>;
    reason: string | null;
    createdAt: Stamped;
    deliveredAt: Timestamp | null;
    viewedAt: Timestamp | null;
    clickedAt: Timestamp | null;
}

export interface NotificationSecretsTable {
    name: string;
    secret: string;
}

declare module '../db/schema.ts' {
    interface Database {
        notifications: NotificationsTable;
        notificationFigures: NotificationFiguresTable;
        notificationDeliveries: NotificationDeliveriesTable;
        notificationSecrets: NotificationSecretsTable;
    }
}
