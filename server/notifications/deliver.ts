import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema.ts';
import { type Contact, type OutsideChannel, type Sender, Skip } from './channels.ts';
import { settleDelivery } from './figures.ts';
import type { DeliverJob } from './queue.ts';

async function contactOf(
    db: Kysely<Database>,
    type: string,
    id: number
): Promise<Contact | undefined> {
    if (type === 'customer') {
        const row = await db
            .selectFrom('customers')
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

const reasonOf = (error: unknown) =>
    (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'Unknown error';

/**
 * Sends one queued delivery. A delivery that has already settled is left alone (exactly once); a failure is
 * recorded and thrown so that pg-boss retries with backoff, and on the job's last try settles as failed with
 * its reason.
 */
export async function deliverOne(
    db: Kysely<Database>,
    senders: Partial<Record<OutsideChannel, Sender>>,
    job: PgBoss.JobWithMetadata<DeliverJob>
): Promise<void> {
    const id = job.data.deliveryId;
    const delivery = await db
        .selectFrom('notificationDeliveries as d')
        .innerJoin('notifications as n', 'n.id', 'd.notificationId')
        .select([
            'd.status',
            'd.channel',
            'd.recipientType',
            'd.recipientId',
            'n.id as notificationId',
            'n.title',
            'n.message',
            'n.type',
            'n.priority',
            'n.deeplink',
            'n.expiresAt',
        ])
        .where('d.id', '=', id)
        .executeTakeFirst();
    if (!delivery || delivery.status !== 'queued') return;
    if (delivery.expiresAt && new Date(delivery.expiresAt) <= new Date()) {
        await settleDelivery(db, id, 'skipped', 'skipped: expired before delivery');
        return;
    }
    const sender = senders[delivery.channel as OutsideChannel];
    const contact = await contactOf(db, delivery.recipientType, delivery.recipientId);
    if (!sender || !contact) {
        await settleDelivery(
            db,
            id,
            'skipped',
            sender ? 'skipped: recipient no longer exists' : 'skipped: channel is not configured'
        );
        return;
    }
    await db
        .updateTable('notificationDeliveries')
        .set(eb => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    try {
        await sender(contact, {
            ...delivery,
            deliveryId: id,
            notificationId: String(delivery.notificationId),
        });
    } catch (error) {
        if (error instanceof Skip) {
            await settleDelivery(db, id, 'skipped', error.message);
            return;
        }
        if (job.retryCount >= job.retryLimit) {
            await settleDelivery(db, id, 'failed', reasonOf(error));
            return;
        }
        await db
            .updateTable('notificationDeliveries')
            .set({ reason: `retrying: ${reasonOf(error)}` })
            .where('id', '=', id)
            .execute();
        throw error;
    }
    await settleDelivery(db, id, 'delivered', null);
}
