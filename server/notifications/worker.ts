import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { Config } from '../config.ts';
import { createSenders, type OutsideChannel } from './channels.ts';
import { deliverOne } from './deliver.ts';
import { fanoutBatch } from './fanout.ts';
import { queues } from './jobs.ts';
import type { DeliverJob, DueJob, FanoutJob } from './queue.ts';

export interface WorkerOptions {
    config: Config;
    /** Retries of an outside delivery and the first delay, doubled each time (tests shorten it). */
    retryLimit?: number;
    retryDelaySeconds?: number;
    /** Recipients per fan-out transaction. */
    batchSize?: number;
    /** How often an idle worker asks for jobs nobody woke it for (retries, other instances' jobs). */
    pollingIntervalSeconds?: number;
}

/** How long one fan-out job writes batches before it hands over to a fresh job (other notifications wait). */
const fanoutSliceMs = 20_000;
/** Outside deliveries one worker sends at the same time. */
const deliverBatch = 50;

/**
 * The workers of this instance, started with the app (NOTIFICATION_WORKERS=false leaves them off: the API
 * still queues jobs, which another instance's workers run). Several instances may run them on one database.
 */
export default fp<WorkerOptions>(
    async (app, options) => {
        const { config } = options;
        const senders = createSenders(config, app.notificationTracking);
        const settings = {
            batchSize: options.batchSize ?? 1000,
            configured: new Set(
                Object.keys(senders).filter(key => senders[key as OutsideChannel])
            ) as Set<OutsideChannel>,
            retryLimit: options.retryLimit ?? 5,
            retryDelaySeconds: options.retryDelaySeconds ?? 30,
        };
        const polling = {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
            includeMetadata: true,
        } as const;
        const jobs = app.notificationJobs;
        const repository = app.notificationsRepository;

        const fanout = async (boss: PgBoss, id: string) => {
            const started = Date.now();
            for (;;) {
                const queued = await fanoutBatch(app.db, boss, id, settings);
                if (queued === 'done') return;
                if (queued > 0) jobs.wake(queues.deliver);
                if (Date.now() - started > fanoutSliceMs) {
                    await boss.send(queues.fanout, { id });
                    return;
                }
            }
        };

        app.addHook('onReady', async () => {
            const boss = await jobs.boss();
            const due = await boss.work<DueJob>(
                queues.due,
                { ...polling, batchSize: 5 },
                async batch => {
                    for (const job of batch) {
                        if (await repository.release(job.data.id, job.data.scheduledAt, job.id)) {
                            jobs.wake(queues.fanout);
                        }
                    }
                }
            );
            jobs.registered(queues.due, due);
            const writer = await boss.work<FanoutJob>(
                queues.fanout,
                { ...polling, batchSize: 1 },
                async batch => {
                    for (const job of batch) await fanout(boss, job.data.id);
                }
            );
            jobs.registered(queues.fanout, writer);
            // Each delivery is its own job: one that fails is retried (pg-boss's backoff) without the others.
            const sender = await boss.work<DeliverJob>(
                queues.deliver,
                { ...polling, batchSize: deliverBatch },
                async batch => {
                    // A full batch means more are waiting: fetch again at once rather than after the poll.
                    if (batch.length === deliverBatch) jobs.wake(queues.deliver);
                    await Promise.all(
                        batch.map(job =>
                            deliverOne(app.db, senders, job).catch(error =>
                                boss.fail(queues.deliver, job.id, {
                                    message: String(error?.message ?? error),
                                })
                            )
                        )
                    );
                }
            );
            jobs.registered(queues.deliver, sender);
            await repository.requeueSchedules();
        });
    },
    {
        name: 'notification-workers',
        dependencies: ['notification-jobs', 'notifications-repository', 'notification-tracking'],
    }
);
