import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type {
    Delivery,
    InboxItem,
    NotificationPriority,
    NotificationType,
} from '../../contract/index.ts';
import type { Database } from '../db/schema.ts';
import { isoOrNull } from '../lib/values.ts';
import { messageColumns } from './repository/message.ts';

declare module 'fastify' {
    interface FastifyInstance {
        notificationInbox: ReturnType<typeof inboxRepository>;
    }
}

export interface Page {
    page: number;
    perPage: number;
}

/** A recipient's in-app messages that have not expired. */
const inboxOf = (db: Kysely<Database>, type: 'customer' | 'staff', id: number) =>
    db
        .selectFrom('notificationDeliveries as d')
        .innerJoin('notifications as n', 'n.id', 'd.notificationId')
        .where('d.recipientType', '=', type)
        .where('d.recipientId', '=', id)
        .where('d.channel', '=', 'in-app')
        .where('d.status', '=', 'delivered')
        .where(eb =>
            eb.or([eb('n.expiresAt', 'is', null), eb('n.expiresAt', '>', sql<Date>`now()`)])
        );

function inboxRepository(db: Kysely<Database>) {
    /** Sets a delivery's first view (or click) and counts it on the notification; a repeat counts nothing. */
    const mark = (deliveryId: string, field: 'viewedAt' | 'clickedAt') =>
        db.transaction().execute(async trx => {
            const marked = await trx
                .updateTable('notificationDeliveries')
                .set({ [field]: sql`now()` })
                .where('id', '=', deliveryId)
                .where('status', '=', 'delivered')
                .where(field, 'is', null)
                .returning('notificationId')
                .executeTakeFirst();
            if (marked) {
                const counter = field === 'viewedAt' ? 'views' : 'clicks';
                await trx
                    .updateTable('notifications')
                    .set(eb => ({ [counter]: eb(counter, '+', 1) }))
                    .where('id', '=', String(marked.notificationId))
                    .execute();
            }
        });

    return {
        async list(type: 'customer' | 'staff', id: number, page: Page) {
            const rows = await inboxOf(db, type, id)
                .select([
                    'd.id',
                    'd.notificationId',
                    'd.deliveredAt',
                    'd.viewedAt',
                    'd.clickedAt',
                    ...messageColumns,
                ])
                .orderBy('d.id', 'desc')
                .limit(page.perPage)
                .offset((page.page - 1) * page.perPage)
                .execute();
            const counted = await inboxOf(db, type, id)
                .select(eb => [
                    eb.fn.countAll<string>().as('total'),
                    eb.fn.count<string>('d.id').filterWhere('d.viewedAt', 'is', null).as('unread'),
                ])
                .executeTakeFirstOrThrow();
            const inbox: InboxItem[] = rows.map(row => ({
                deliveryId: String(row.id),
                notificationId: String(row.notificationId),
                title: row.title,
                message: row.message,
                type: row.type as NotificationType,
                priority: row.priority as NotificationPriority,
                deeplink: row.deeplink,
                deliveredAt: isoOrNull(row.deliveredAt) as string,
                expiresAt: isoOrNull(row.expiresAt),
                viewedAt: isoOrNull(row.viewedAt),
                clickedAt: isoOrNull(row.clickedAt),
            }));
            return { inbox, total: Number(counted.total), unread: Number(counted.unread) };
        },

        /** The delivered delivery, its recipient and deeplink, or undefined (unknown, or never delivered). */
        find: (deliveryId: string) =>
            db
                .selectFrom('notificationDeliveries as d')
                .innerJoin('notifications as n', 'n.id', 'd.notificationId')
                .select(['d.id', 'd.channel', 'd.recipientType', 'd.recipientId', 'n.deeplink'])
                .where('d.id', '=', deliveryId)
                .where('d.status', '=', 'delivered')
                .executeTakeFirst(),

        recordView: (deliveryId: string) => mark(deliveryId, 'viewedAt'),

        /** A click is also a view: nobody clicks what they have not seen. */
        async recordClick(deliveryId: string) {
            await mark(deliveryId, 'viewedAt');
            await mark(deliveryId, 'clickedAt');
        },

        async deliveries(
            notificationId: string,
            page: Page,
            filter: { channel?: string; status?: string }
        ) {
            let query = db
                .selectFrom('notificationDeliveries as d')
                .leftJoin('customers as c', join =>
                    join.onRef('c.id', '=', 'd.recipientId').on('d.recipientType', '=', 'customer')
                )
                .leftJoin('staffUsers as s', join =>
                    join.onRef('s.id', '=', 'd.recipientId').on('d.recipientType', '=', 'staff')
                )
                .where('d.notificationId', '=', notificationId);
            if (filter.channel) query = query.where('d.channel', '=', filter.channel);
            if (filter.status) query = query.where('d.status', '=', filter.status);
            const rows = await query
                .selectAll('d')
                .select(eb => eb.fn.coalesce('c.name', 's.name').as('recipientName'))
                .orderBy('d.id')
                .limit(page.perPage)
                .offset((page.page - 1) * page.perPage)
                .execute();
            const { total } = await query
                .select(eb => eb.fn.countAll<string>().as('total'))
                .executeTakeFirstOrThrow();
            const deliveries = rows.map(row => ({
                id: String(row.id),
                channel: row.channel,
                recipientType: row.recipientType,
                recipientId: String(row.recipientId),
                recipientName: row.recipientName ?? null,
                status: row.status,
                attempts: row.attempts,
                reason: row.reason,
                deliveredAt: isoOrNull(row.deliveredAt),
                viewedAt: isoOrNull(row.viewedAt),
                clickedAt: isoOrNull(row.clickedAt),
            })) as Delivery[];
            return { deliveries, total: Number(total) };
        },
    };
}

export default fp(
    async app => {
        app.decorate('notificationInbox', inboxRepository(app.db));
    },
    { name: 'notifications-inbox', dependencies: ['db'] }
);
