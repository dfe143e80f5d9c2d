import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema.ts';
import { type OutsideChannel, type Sender, Skip } from './channels.ts';
import type { DeliverJob } from './queue.ts';
import { contactOf, countSendAttempt, deliveryToSend, noteRetry } from './repository/deliveries.ts';
import { settleDelivery } from './repository/figures.ts';

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
    const delivery = await deliveryToSend(db, id);
    if (delivery?.status !== 'queued') return;
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
    await countSendAttempt(db, id);
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
        await noteRetry(db, id, reasonOf(error));
        throw error;
    }
    await settleDelivery(db, id, 'delivered', null);
}
