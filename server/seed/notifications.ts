import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import '../notifications/index.ts';

const day = 86_400_000;

/**
 * A few notifications in each status, so the console's tabs have something to show on a first start: two sent
 * in-app to the active demo customers (some seen, some tapped), one scheduled a few days ahead (its job is
 * queued when the workers start), two drafts.
 */
export async function seedNotifications(
    db: Kysely<Database>,
    admin: { id: number; username: string }
) {
    const now = Date.now();
    const common = {
        type: 'info',
        priority: 'normal',
        recipients: 'customers',
        queuedBy: admin.id,
        queuedByUsername: admin.username,
    };
    const sent = await db
        .insertInto('notifications')
        .values([
            {
                ...common,
                title: 'Double points weekend',
                message: 'Earn 2x reward points on every purchase this Saturday and Sunday.',
                type: 'success',
                channels: ['in-app'],
                status: 'sent',
                startedAt: new Date(now - 6 * day),
                finishedAt: new Date(now - 6 * day + 4000),
                createdAt: new Date(now - 7 * day),
                fanoutAfter: '~done',
            },
            {
                ...common,
                title: 'Your points expire soon',
                message:
                    'Points earned last year expire at the end of the month. Redeem them for a voucher today.',
                type: 'warning',
                priority: 'high',
                channels: ['in-app', 'email'],
                status: 'sent',
                deeplink: 'vouchers:list',
                startedAt: new Date(now - 2 * day),
                finishedAt: new Date(now - 2 * day + 3000),
                createdAt: new Date(now - 3 * day),
                fanoutAfter: '~done',
            },
        ])
        .returning(['id', 'channels'])
        .execute();
    for (const [index, notification] of sent.entries()) {
        const id = String(notification.id);
        // Every active customer got it in-app; about a third opened it, one in ten tapped it.
        await sql`INSERT INTO notification_deliveries (notification_id, channel, recipient_type, recipient_id,
                status, attempts, delivered_at, viewed_at, clicked_at)
            SELECT ${id}, 'in-app', 'customer', c.id, 'delivered', 0, n.started_at,
                CASE WHEN (c.id + ${index}) % 3 = 0 THEN n.started_at + interval '2 hours' END,
                CASE WHEN (c.id + ${index}) % 10 = 0 THEN n.started_at + interval '3 hours' END
            FROM customers c, notifications n WHERE c.status = 'active' AND n.id = ${id}`.execute(
            db
        );
        if (notification.channels.includes('email')) {
            await sql`INSERT INTO notification_deliveries (notification_id, channel, recipient_type, recipient_id,
                    status, reason)
                SELECT ${id}, 'email', 'customer', c.id, 'skipped', 'skipped: email is not configured'
                FROM customers c WHERE c.status = 'active'`.execute(db);
        }
        await sql`INSERT INTO notification_figures (notification_id, channel, delivered, skipped)
            SELECT notification_id, channel, count(*) FILTER (WHERE status = 'delivered'),
                count(*) FILTER (WHERE status = 'skipped')
            FROM notification_deliveries WHERE notification_id = ${id} GROUP BY notification_id, channel`.execute(
            db
        );
        await sql`UPDATE notifications SET
                views = (SELECT count(*) FROM notification_deliveries WHERE notification_id = ${id} AND viewed_at IS NOT NULL),
                clicks = (SELECT count(*) FROM notification_deliveries WHERE notification_id = ${id} AND clicked_at IS NOT NULL),
                progress_total = (SELECT count(*) FROM notification_deliveries WHERE notification_id = ${id})
            WHERE id = ${id}`.execute(db);
    }
    await db
        .insertInto('notifications')
        .values([
            {
                ...common,
                title: 'Hari Raya voucher giveaway',
                message: 'Selamat Hari Raya! A RM10 voucher is waiting in your account.',
                channels: ['in-app', 'push'],
                status: 'scheduled',
                scheduledAt: new Date(now + 3 * day),
                expiresAt: new Date(now + 10 * day),
            },
            {
                ...common,
                title: 'New branch opening in Penang',
                message:
                    'Visit our new George Town branch and get 100 bonus points on your first purchase.',
                channels: ['in-app', 'email', 'sms'],
                queuedBy: null,
                queuedByUsername: null,
            },
            {
                ...common,
                title: 'Staff briefing: year-end campaign',
                message: 'Please review the year-end campaign plan before Friday.',
                recipients: 'admins',
                priority: 'urgent',
                channels: ['in-app'],
                queuedBy: null,
                queuedByUsername: null,
            },
        ])
        .execute();
}
