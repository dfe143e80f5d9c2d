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
    /** Wakes this instance's workers of a queue when a job put off until `at` falls due (see below). */
    wakeAt(name: QueueName, at: Date): void;
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

/** pg-boss compares a job's start_after with the database's clock: wake just after it, not just before. */
const wakeMargin = 10;
/** Node's timers hold at most 2^31 - 1 ms (about 24.8 days). */
const longestTimer = 2 ** 31 - 1;

export default fp<JobsOptions>(
    async (app, options) => {
        const boss = createBoss(app.db, options.databaseUrl, options.supervise);
        boss.on('error', error => app.log.error({ err: error }, 'notification queue error'));
        let started: Promise<PgBoss> | undefined;
        const workers = new Map<QueueName, string[]>();
        const timers = new Set<NodeJS.Timeout>();

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
                if (sendOptions.startAfter instanceof Date)
                    jobs.wakeAt(name, sendOptions.startAfter);
            },
            wake(name) {
                for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
            },
            // A worker polls every half second, and under load a poll can come late; a job put off until a
            // time (a scheduled send) is fetched at that time instead. Only this instance's workers hear it:
            // other instances find the job at their next poll, and so does a job whose transaction rolled back
            // (the wake then finds nothing). Times further ahead than a timer can hold are left to the poll.
            wakeAt(name, at) {
                const delay = Math.max(at.getTime() - Date.now() + wakeMargin, 0);
                if (delay > longestTimer) return;
                const timer = setTimeout(() => {
                    timers.delete(timer);
                    jobs.wake(name);
                }, delay);
                timer.unref();
                timers.add(timer);
            },
            registered(name, workerId) {
                workers.set(name, [...(workers.get(name) ?? []), workerId]);
            },
        };
        app.decorate('notificationJobs', jobs);
        // Before the database closes (hooks of later plugins run first): workers finish the job in hand.
        app.addHook('onClose', async () => {
            for (const timer of timers) clearTimeout(timer);
            if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
        });
    },
    { name: 'notification-jobs', dependencies: ['db'] }
);

export { queues };
