import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { RunInTransaction } from '../db/commitHook.ts';
import type { Database } from '../db/schema.ts';

/** How long a key holds its answer; older keys are as if never sent (and are purged). */
export const keyLifetimeHours = 24;

/**
 * How long a claim without an answer counts as its request still running. Past it, a claim whose write never
 * committed belongs to a request that died (or still runs and will be rolled back at its commit), and a retry
 * takes the key over; a claim whose write committed has lost its answer.
 */
export const staleClaimSeconds = 120;

export interface StoredKey {
    fingerprint: string;
    status: number | null;
    body: string | null;
    /** The write committed (its answer may still be on its way, or lost). */
    effectCommitted: boolean;
    /** Claimed more than staleClaimSeconds ago. */
    stale: boolean;
}

/** The claim was taken over by a retry while this request ran: its write must not commit. */
export class ClaimTakenOver extends Error {}

const expired = sql<boolean>`created_at < now() - make_interval(hours => ${keyLifetimeHours})`;
const staleClaim = sql<boolean>`created_at < now() - make_interval(secs => ${staleClaimSeconds})`;

/** The keys of writes sent with an Idempotency-Key, one row per staff member and key. */
export function idempotencyRepository(db: Kysely<Database>) {
    const row = (staffId: string, key: string) =>
        db.updateTable('idempotencyKeys').where('staffId', '=', staffId).where('key', '=', key);
    return {
        /**
         * Claims the key for this request: its claim id when this request is the first (the row is new), null
         * when another request holds the key, whose row `find` then reads. An expired row is replaced, and so
         * is a stale claim whose write never committed.
         */
        claim: async (staffId: string, key: string, fingerprint: string) => {
            await db
                .deleteFrom('idempotencyKeys')
                .where('staffId', '=', staffId)
                .where('key', '=', key)
                .where(eb =>
                    eb.or([
                        expired,
                        eb.and([
                            eb('status', 'is', null),
                            eb('effectCommittedAt', 'is', null),
                            staleClaim,
                        ]),
                    ])
                )
                .execute();
            const claimId = randomUUID();
            const inserted = await db
                .insertInto('idempotencyKeys')
                .values({ staffId, key, fingerprint, claimId })
                .onConflict(conflict => conflict.columns(['staffId', 'key']).doNothing())
                .returning('key')
                .executeTakeFirst();
            return inserted ? claimId : null;
        },
        find: (staffId: string, key: string): Promise<StoredKey | undefined> =>
            db
                .selectFrom('idempotencyKeys')
                .select(['fingerprint', 'status', 'body'])
                .select([
                    sql<boolean>`effect_committed_at IS NOT NULL`.as('effectCommitted'),
                    staleClaim.as('stale'),
                ])
                .where('staffId', '=', staffId)
                .where('key', '=', key)
                .executeTakeFirst(),
        /**
         * Marks the claim's write as committed, on the write's own transaction (server/db/commitHook.ts), so
         * that mark and write commit together; throws ClaimTakenOver when a retry has taken the key over.
         */
        markEffect: async (
            run: RunInTransaction,
            staffId: string,
            key: string,
            claimId: string
        ) => {
            const query = row(staffId, key)
                .set({ effectCommittedAt: sql`coalesce(effect_committed_at, now())` })
                .where('claimId', '=', claimId)
                .returning('key')
                .compile();
            const { rows } = await run(query);
            if (rows.length === 0) throw new ClaimTakenOver();
        },
        /** Keeps the first request's answer for the requests that repeat it. */
        store: (staffId: string, key: string, claimId: string, status: number, body: string) =>
            row(staffId, key).set({ status, body }).where('claimId', '=', claimId).execute(),
        /**
         * Frees a key whose request failed, so that a retry runs again: only when its write never committed
         * (a request that failed after committing keeps the key, and a retry must not write twice).
         */
        release: (staffId: string, key: string, claimId: string) =>
            db
                .deleteFrom('idempotencyKeys')
                .where('staffId', '=', staffId)
                .where('key', '=', key)
                .where('claimId', '=', claimId)
                .where('status', 'is', null)
                .where('effectCommittedAt', 'is', null)
                .execute(),
        purgeExpired: () => db.deleteFrom('idempotencyKeys').where(expired).execute(),
    };
}
