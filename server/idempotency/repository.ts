import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How long a key holds its answer; older keys are as if never sent (and are purged). */
export const keyLifetimeHours = 24;

export interface StoredKey {
    fingerprint: string;
    status: number | null;
    body: string | null;
}

const expired = sql<boolean>`created_at < now() - make_interval(hours => ${keyLifetimeHours})`;

/** The keys of writes sent with an Idempotency-Key, one row per staff member and key. */
export function idempotencyRepository(db: Kysely<Database>) {
    return {
        /**
         * Claims the key for this request: true when this request is the first (the row is new), false when
         * another request holds the key, whose row `find` then reads. An expired row is replaced.
         */
        claim: async (staffId: string, key: string, fingerprint: string) => {
            await db
                .deleteFrom('idempotencyKeys')
                .where('staffId', '=', staffId)
                .where('key', '=', key)
                .where(expired)
                .execute();
            const inserted = await db
                .insertInto('idempotencyKeys')
                .values({ staffId, key, fingerprint })
                .onConflict(conflict => conflict.columns(['staffId', 'key']).doNothing())
                .returning('key')
                .executeTakeFirst();
            return inserted !== undefined;
        },
        find: (staffId: string, key: string): Promise<StoredKey | undefined> =>
            db
                .selectFrom('idempotencyKeys')
                .select(['fingerprint', 'status', 'body'])
                .where('staffId', '=', staffId)
                .where('key', '=', key)
                .executeTakeFirst(),
        /** Keeps the first request's answer for the requests that repeat it. */
        store: (staffId: string, key: string, status: number, body: string) =>
            db
                .updateTable('idempotencyKeys')
                .set({ status, body })
                .where('staffId', '=', staffId)
                .where('key', '=', key)
                .execute(),
        /** Frees a key whose request failed (it changed nothing), so that a retry runs again. */
        release: (staffId: string, key: string) =>
            db
                .deleteFrom('idempotencyKeys')
                .where('staffId', '=', staffId)
                .where('key', '=', key)
                .where('status', 'is', null)
                .execute(),
        purgeExpired: () => db.deleteFrom('idempotencyKeys').where(expired).execute(),
    };
}
