import { type Kysely, sql } from 'kysely';
import type { DeliveryStatus } from '../../../contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { fanoutDone } from '../answer.ts';

// The per-channel counters of a notification move in the same transaction as the deliveries they count, so
// the figures the console shows always add up to the deliveries that exist.

type Counts = Record<DeliveryStatus, number>;

/** Adds newly written deliveries to their channels' counters. */
export async function addFigures(
    trx: Kysely<Database>,
    notificationId: string,
    written: { channel: string; status: string }[]
) {
    const byChannel = new Map<string, Counts>();
    for (const { channel, status } of written) {
        const counts = byChannel.get(channel) ?? { queued: 0, delivered: 0, failed: 0, skipped: 0 };
        counts[status as DeliveryStatus] += 1;
        byChannel.set(channel, counts);
    }
    if (byChannel.size === 0) return;
    await trx
        .insertInto('notificationFigures')
        .values([...byChannel].map(([channel, counts]) => ({ notificationId, channel, ...counts })))
        .onConflict(conflict =>
            conflict.columns(['notificationId', 'channel']).doUpdateSet(eb => ({
                queued: eb('notificationFigures.queued', '+', eb.ref('excluded.queued')),
                delivered: eb('notificationFigures.delivered', '+', eb.ref('excluded.delivered')),
                failed: eb('notificationFigures.failed', '+', eb.ref('excluded.failed')),
                skipped: eb('notificationFigures.skipped', '+', eb.ref('excluded.skipped')),
            }))
        )
        .execute();
}

/** Marks the send finished once the fan-out is over and nothing is left queued. */
export async function finishIfSettled(trx: Kysely<Database>, notificationId: string) {
    await trx
        .updateTable('notifications')
        .set({ finishedAt: sql`now()` })
        .where('id', '=', notificationId)
        .where('finishedAt', 'is', null)
        .where('fanoutAfter', '=', fanoutDone)
        .where(eb =>
            eb.not(
                eb.exists(
                    eb
                        .selectFrom('notificationFigures')
                        .select('channel')
                        .where('notificationId', '=', notificationId)
                        .where('queued', '>', 0)
                )
            )
        )
        .execute();
}

/**
 * A queued delivery settles once: delivered, failed or skipped, with its reason. False when it had already
 * settled (another worker, or a retried job), in which case nothing changes.
 */
export async function settleDelivery(
    db: Kysely<Database>,
    deliveryId: string,
    status: Exclude<DeliveryStatus, 'queued'>,
    reason: string | null
): Promise<boolean> {
    return db.transaction().execute(async trx => {
        const settled = await trx
            .updateTable('notificationDeliveries')
            .set({ status, reason, deliveredAt: status === 'delivered' ? sql`now()` : null })
            .where('id', '=', deliveryId)
            .where('status', '=', 'queued')
            .returning(['notificationId', 'channel'])
            .executeTakeFirst();
        if (!settled) return false;
        const notificationId = String(settled.notificationId);
        const figure = await trx
            .updateTable('notificationFigures')
            .set(eb => ({
                queued: eb('queued', '-', 1),
                [status]: eb(status, '+', 1),
            }))
            .where('notificationId', '=', notificationId)
            .where('channel', '=', settled.channel)
            .returning('queued')
            .executeTakeFirst();
        if (figure && figure.queued > 0) return true;
        // This channel's last delivery: the send may be over. Two channels settling their last at once each
        // see the other's still queued (neither has committed), so neither would mark it finished; holding
        // the notification's row first makes the second look after the first has committed.
        await trx
            .selectFrom('notifications')
            .select('id')
            .where('id', '=', notificationId)
            .forUpdate()
            .execute();
        await finishIfSettled(trx, notificationId);
        return true;
    });
}
