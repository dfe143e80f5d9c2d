import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { embeddedDatabaseOf } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

// The job queue of the notifications: pg-boss, in the app's own database. On PostgreSQL it keeps a small pool
// of its own; on PGlite it runs through pg-boss's `db` adapter on the same embedded database.

export const queues = {
    /** A scheduled notification falls due: one job per schedule, startAfter = scheduledAt. */
    due: 'notification-due',
    /** Writes the deliveries of a notification, batch by batch. */
    fanout: 'notification-fanout',
    /** Sends one email, SMS or push delivery; retried with backoff. */
    deliver: 'notification-deliver',
} as const;

export interface DueJob {
    id: string;
    /** The schedule this job was made for: a job left over from an earlier schedule does nothing. */
    scheduledAt: string;
}
export interface FanoutJob {
    id: string;
}
export interface DeliverJob {
    deliveryId: string;
}

type Sql = PgBoss.Db;

/** pg-boss's statements on the embedded database; a text without parameters may hold several statements. */
function pgliteAdapter(db: Kysely<Database>): Sql | undefined {
    const pglite = embeddedDatabaseOf(db);
    if (!pglite) return undefined;
    return {
        async executeSql(text: string, values?: unknown[]) {
            if (values && values.length > 0) return pglite.query(text, values);
            const results = await pglite.exec(text);
            return results.at(-1) ?? { rows: [] };
        },
    };
}

/**
 * pg-boss's statements inside a Kysely transaction: a job is queued only if the write that asks for it
 * commits, so no notification is left 'sent' without the job that sends it.
 */
export function within(trx: Kysely<Database>): Sql {
    const raw = trx.withoutPlugins();
    return {
        async executeSql(text: string, values?: unknown[]) {
            const result = await raw.executeQuery(CompiledQuery.raw(text, values ?? []));
            return { rows: result.rows as unknown[] };
        },
    };
}

export function createBoss(
    db: Kysely<Database>,
    databaseUrl: string | undefined,
    supervise: boolean
) {
    const options = { schema: 'pgboss', supervise, schedule: false, migrate: true };
    const embedded = pgliteAdapter(db);
    if (embedded) return new PgBoss({ ...options, db: embedded });
    return new PgBoss({
        ...options,
        connectionString: databaseUrl,
        max: 4,
        application_name: 'loyalty-notifications',
    });
}

/**
 * The queues, made once per database. Instances starting together on a fresh database race to make them, and
 * pg-boss's partition DDL may then deadlock: the loser waits for the winner's commit and looks again.
 */
export async function createQueues(boss: PgBoss) {
    for (const name of Object.values(queues)) {
        for (let attempt = 1; !(await boss.getQueue(name)); attempt++) {
            try {
                await boss.createQueue(name);
            } catch (error) {
                if (attempt >= 5) throw error;
                await new Promise(resolve => setTimeout(resolve, 200 * attempt));
            }
        }
    }
}
