import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AttemptCount } from '../../lib/throttle.ts';

/**
 * Counts one attempt against each key in a single statement: a key whose window has ended starts a new one at
 * 1. The upsert is atomic in the database, so concurrent attempts (on any instance) each see a distinct count.
 */
export async function countAttempt(
    db: Kysely<Database>,
    keys: readonly string[],
    windowMs: number
): Promise<AttemptCount[]> {
    const now = new Date();
    const windowEndsAt = new Date(now.getTime() + windowMs);
    const ended = sql<boolean>`login_attempts.window_ends_at <= ${now}`;
    const rows = await db
        .insertInto('loginAttempts')
        .values(keys.map(key => ({ key, attempts: 1, windowEndsAt })))
        .onConflict(conflict =>
            conflict.column('key').doUpdateSet({
                attempts: sql`CASE WHEN ${ended} THEN 1 ELSE login_attempts.attempts + 1 END`,
                windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE login_attempts.window_ends_at END`,
            })
        )
        .returning(['key', 'attempts', 'windowEndsAt'])
        .execute();
    return rows.map(row => ({ ...row, windowEndsAt: new Date(row.windowEndsAt) }));
}

/** Takes back the attempt of a successful login: only failures count towards a lockout. */
export async function uncountAttempt(db: Kysely<Database>, keys: readonly string[]) {
    await db
        .updateTable('loginAttempts')
        .set({ attempts: sql`greatest(attempts - 1, 0)` })
        .where('key', 'in', keys)
        .execute();
}

export async function purgeEndedWindows(db: Kysely<Database>): Promise<void> {
    await db.deleteFrom('loginAttempts').where('windowEndsAt', '<', new Date()).execute();
}
