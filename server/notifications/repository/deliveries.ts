import { type Kysely, sql } from 'kysely';
import { listedCustomers } from '../../customers/index.ts';
import type { Database } from '../../db/schema.ts';
import { fanoutDone } from '../answer.ts';
import type { Contact } from '../channels.ts';
import { messageColumns } from './message.ts';

// The statements of the two jobs: the fan-out, which writes a notification's deliveries batch by batch
// (../fanout.ts, all of it in the transaction that holds the notification's row), and the sending of one
// outside delivery (../deliver.ts).

/** A delivery as the fan-out writes it. */
export interface NewDelivery {
    notificationId: string;
    channel: string;
    recipientType: string;
    recipientId: number;
    status: string;
    reason: string | null;
}

/** The notification, its row held (for update) until the batch's transaction ends. */
export const lockForFanout = (trx: Kysely<Database>, id: string) =>
    trx.selectFrom('notifications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/**
 * Ends the fan-out. Recipients may have come or gone since the estimate: the total becomes the deliveries
 * written.
 */
export async function closeFanout(trx: Kysely<Database>, id: string) {
    await trx
        .updateTable('notifications')
        .set({
            fanoutAfter: fanoutDone,
            progressTotal: sql`(select coalesce(sum(queued + delivered + failed + skipped), 0)
                from notification_figures where notification_id = ${id})`,
        })
        .where('id', '=', id)
        .execute();
}

/**
 * Writes deliveries, an in-app one delivered there and then (the inbox row is the delivery). The unique
 * (notification, channel, recipient) constraint makes a repeated batch write nothing twice: answers only
 * the deliveries written now.
 */
export async function writeDeliveries(trx: Kysely<Database>, rows: NewDelivery[]) {
    if (rows.length === 0) return [];
    return trx
        .insertInto('notificationDeliveries')
        .values(
            rows.map(row => ({
                ...row,
                deliveredAt: row.channel === 'in-app' ? sql<Date>`now()` : null,
            }))
        )
        .onConflict(conflict =>
            conflict
                .columns(['notificationId', 'channel', 'recipientType', 'recipientId'])
                .doNothing()
        )
        .returning(['id', 'channel', 'status'])
        .execute();
}

/** Where the next batch starts: after `cursor` (null: from the start). */
export async function advanceFanout(trx: Kysely<Database>, id: string, cursor: string | null) {
    await trx
        .updateTable('notifications')
        .set({ fanoutAfter: cursor })
        .where('id', '=', id)
        .execute();
}

/** A delivery with what its message says, or undefined when it no longer exists. */
export const deliveryToSend = (db: Kysely<Database>, id: string) =>
    db
        .selectFrom('notificationDeliveries as d')
        .innerJoin('notifications as n', 'n.id', 'd.notificationId')
        .select([
            'd.status',
            'd.channel',
            'd.recipientType',
            'd.recipientId',
            'n.id as notificationId',
            ...messageColumns,
        ])
        .where('d.id', '=', id)
        .executeTakeFirst();

/** Where a recipient is reached, or undefined when they no longer exist. */
export async function contactOf(
    db: Kysely<Database>,
    type: string,
    id: number
): Promise<Contact | undefined> {
    if (type === 'customer') {
        const row = await listedCustomers(db)
            .select(['name', 'email', 'phoneNumber'])
            .where('id', '=', id)
            .executeTakeFirst();
        return (
            row && {
                type,
                id,
                name: row.name,
                email: row.email || null,
                phone: row.phoneNumber || null,
            }
        );
    }
    const row = await db
        .selectFrom('staffUsers')
        .select(['name', 'email', 'phone'])
        .where('id', '=', id)
        .executeTakeFirst();
    return (
        row && {
            type: 'staff',
            id,
            name: row.name,
            email: row.email || null,
            phone: row.phone || null,
        }
    );
}

/** Counts a try at sending, before it is made. */
export async function countSendAttempt(db: Kysely<Database>, id: string) {
    await db
        .updateTable('notificationDeliveries')
        .set(eb => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
}

/** Shows why the delivery is still queued while pg-boss waits to retry it. */
export async function noteRetry(db: Kysely<Database>, id: string, reason: string) {
    await db
        .updateTable('notificationDeliveries')
        .set({ reason: `retrying: ${reason}` })
        .where('id', '=', id)
        .execute();
}
