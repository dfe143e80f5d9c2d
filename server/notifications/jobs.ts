import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema.ts';
import { createBoss, createQueues, queues, within } from './queue.ts';

type QueueName = (typeof queues)[keyof typeof queues];

export interface NotificationJobs {
    /** pg-boss, started (its schema and the queues made) on first use. */
    boss(): Promise<PgBoss>;
    /**
     * Queues a job inside the caller's transaction. pg-boss must be started before that transaction opens
     * (`await boss()`): on PGlite a transaction holds the whole database, and starting would wait for it.
     */
    enqueue(
        trx: Kysely<Database>,
        name: QueueName,
        data: object,
        options?: PgBoss.SendOptions
    ): Promise<void>;
    /** Wakes this instance's workers of a queue now, rather than at their next poll. */
    wake(name: QueueName): void;
    /** Remembers a worker so that wake() reaches it. */
    registered(name: QueueName, workerId: string): void;
}

declare module 'fastify' {
    interface FastifyInstance {
        notificationJobs: NotificationJobs;
    }
}

export interface JobsOptions {
    databaseUrl: string | undefined;
    /** Maintenance (expired jobs, archive) runs where workers run. */
    supervise: boolean;
}

export default fp<JobsOptions>(
    async (app, options) => {
        const boss = createBoss(app.db, options.databaseUrl, options.supervise);
        boss.on('error', error => app.log.error({ err: error }, 'notification queue error'));
        let started: Promise<PgBoss> | undefined;
        const workers = new Map<QueueName, string[]>();

        const jobs: NotificationJobs = {
            boss() {
                started ??= boss
                    .start()
                    .then(async () => {
                        await createQueues(boss);
                        return boss;
                    })
                    .catch(error => {
                        // The next caller tries again (a database that was briefly away).
                        started = undefined;
                        throw error;
                    });
                return started;
            },
            async enqueue(trx, name, data, sendOptions = {}) {
                if (!started) throw new Error('The notification queue is not started');
                await boss.send(name, data, { ...sendOptions, db: within(trx) });
            },
            wake(name) {
                for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
            },
            registered(name, workerId) {
                workers.set(name, [...(workers.get(name) ?? []), workerId]);
            },
        };
        app.decorate('notificationJobs', jobs);
        // Before the database closes (hooks of later plugins run first): workers finish the job in hand.
        app.addHook('onClose', async () => {
            if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
        });
    },
    { name: 'notification-jobs', dependencies: ['db'] }
);

export { queues };
