import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.ts';

// The statements behind access notices (accessChanges.ts): a notice sent in the transaction of the change, so
// that it goes out exactly when the change commits, and the listening connection each instance keeps.

/** Carries `{ id, staffId, origin }` of each change, from the instance that made it to every other one. */
export const noticeChannel = 'staff_access';
/** Carries `<notice id> <listener name>`: a listener dropped the old access of that change. */
export const ackChannel = 'staff_access_ack';
/** The application_name of every listening connection, followed by its instance's name. */
export const listenerPrefix = 'loyalty-access:';

export async function sendNotice(trx: Kysely<Database>, payload: string) {
    await sql`select pg_notify(${noticeChannel}, ${payload})`.execute(trx);
}

/** The instances listening now: each names its connection only once it listens (see openListener). */
export async function listenerNames(db: Kysely<Database>): Promise<string[]> {
    const rows = await sql<{ name: string }>`
        select substr(application_name, ${listenerPrefix.length + 1}) as name
        from pg_stat_activity
        where datname = current_database() and application_name like ${`${listenerPrefix}%`}`.execute(
        db
    );
    return rows.rows.map(row => row.name);
}

export interface Listener {
    acknowledge(noticeId: string): Promise<void>;
    close(): Promise<void>;
}

/**
 * A connection of its own that listens on both channels, then takes its name (so that a writer never waits for
 * a connection that cannot hear it yet). `onEnd` is called once when it is lost.
 */
export async function openListener(
    databaseUrl: string,
    name: string,
    onMessage: (channel: string, payload: string) => void,
    onEnd: () => void
): Promise<Listener> {
    const client = new pg.Client({ connectionString: databaseUrl });
    let ended = false;
    const end = () => {
        if (ended) return;
        ended = true;
        onEnd();
    };
    client.on('error', end);
    client.on('end', end);
    client.on('notification', message => onMessage(message.channel, message.payload ?? ''));
    try {
        await client.connect();
        await client.query(`LISTEN ${noticeChannel}`);
        await client.query(`LISTEN ${ackChannel}`);
        await client.query('SELECT set_config($1, $2, false)', [
            'application_name',
            `${listenerPrefix}${name}`,
        ]);
    } catch (error) {
        ended = true;
        await client.end().catch(() => {});
        throw error;
    }
    return {
        acknowledge: async noticeId => {
            await client.query('SELECT pg_notify($1, $2)', [ackChannel, `${noticeId} ${name}`]);
        },
        close: async () => {
            ended = true;
            await client.end().catch(() => {});
        },
    };
}
