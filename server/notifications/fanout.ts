import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema.ts';
import { fanoutDone } from './answer.ts';
import { channelsFor, cursorOf, parseCursor } from './audience.ts';
import { notConfigured, type OutsideChannel } from './channels.ts';
import { queues, within } from './queue.ts';
import { nextRecipients } from './repository/audience.ts';
import {
    advanceFanout,
    closeFanout,
    lockForFanout,
    type NewDelivery,
    writeDeliveries,
} from './repository/deliveries.ts';
import { addFigures, finishIfSettled } from './repository/figures.ts';

export interface FanoutSettings {
    batchSize: number;
    /** Channels with a sender; the others' deliveries are written as skipped, with the reason. */
    configured: ReadonlySet<OutsideChannel>;
    /** Retries of one outside delivery, pg-boss's backoff doubling the delay each time. */
    retryLimit: number;
    retryDelaySeconds: number;
}

/**
 * Writes the deliveries of the next batch of recipients, in one transaction that holds the notification's row:
 * in-app ones are delivered there and then (the inbox row is the delivery), the others are queued with a job
 * each. The unique (notification, channel, recipient) constraint makes a repeated batch write nothing twice.
 * Answers the number of outside deliveries queued, or 'done'.
 */
export function fanoutBatch(
    db: Kysely<Database>,
    boss: PgBoss,
    id: string,
    settings: FanoutSettings
): Promise<number | 'done'> {
    return db.transaction().execute(async trx => {
        const row = await lockForFanout(trx, id);
        if (row?.status !== 'sent' || row.fanoutAfter === fanoutDone) return 'done';
        const after = parseCursor(row.fanoutAfter);
        const recipients = await nextRecipients(trx, row, after, settings.batchSize);
        if (recipients.length === 0) {
            await closeFanout(trx, id);
            await finishIfSettled(trx, id);
            return 'done';
        }
        const rows: NewDelivery[] = recipients.flatMap(recipient =>
            channelsFor(row, recipient.type).map(channel => {
                const skipped =
                    channel !== 'in-app' && !settings.configured.has(channel as OutsideChannel);
                return {
                    notificationId: id,
                    channel,
                    recipientType: recipient.type,
                    recipientId: recipient.id,
                    status: channel === 'in-app' ? 'delivered' : skipped ? 'skipped' : 'queued',
                    reason: skipped ? notConfigured[channel as OutsideChannel] : null,
                };
            })
        );
        const written = await writeDeliveries(trx, rows);
        await addFigures(trx, id, written);
        const queued = written.filter(delivery => delivery.status === 'queued');
        if (queued.length > 0) {
            const jobs = queued.map(delivery => ({
                name: queues.deliver,
                data: { deliveryId: String(delivery.id) },
                retryLimit: settings.retryLimit,
                retryDelay: settings.retryDelaySeconds,
                retryBackoff: true,
            }));
            await boss.insert(jobs, { db: within(trx) });
        }
        const last = recipients[recipients.length - 1];
        await advanceFanout(trx, id, last ? cursorOf(last) : null);
        return queued.length;
    });
}
