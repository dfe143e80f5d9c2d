import type { Insertable, Kysely } from 'kysely';
import type { Actor } from '../../../audit/index.ts';
import type { Database, RewardPointsTrailsTable } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/httpError.ts';

// The one write path of the ledger, shared by adjustments, reversals, charges and refunds. The database adds
// each entry to the customer's balance (migration 006's trigger) and refuses a balance below zero; callers lock
// the customers' rows first, so the checks here read balances that cannot change before the commit.

type Entry = Omit<Insertable<RewardPointsTrailsTable>, 'staffId' | 'staffUsername'>;

/**
 * The named customers' rows with their status and balance, locked in id order (so that two writers never wait on
 * each other crosswise); anonymised customers are left out as if they did not exist. A query to run, or to join
 * (the assignment's, voucherCopies.ts).
 */
export const customersToLock = (db: Kysely<Database>, customerIds: number[]) =>
    db
        .selectFrom('customers')
        .select(['id', 'status', 'rewardPoints'])
        .where('id', 'in', customerIds)
        .where('anonymisedAt', 'is', null)
        .orderBy('id')
        .forUpdate();

/** Locks the named customers' rows (customersToLock) and answers them. */
export function lockCustomers(trx: Kysely<Database>, customerIds: number[]) {
    return customersToLock(trx, customerIds).execute();
}

/** Appends entries made by a staff member; answers them as inserted. */
export async function appendEntries(trx: Kysely<Database>, actor: Actor, entries: Entry[]) {
    if (entries.length === 0) return [];
    try {
        return await trx
            .insertInto('rewardPointsTrails')
            .values(
                entries.map(entry => ({
                    ...entry,
                    staffId: Number(actor.staffId),
                    staffUsername: actor.username,
                }))
            )
            .returningAll()
            .execute();
    } catch (error) {
        // The balance CHECK: only reachable if a caller skipped its own check; still a refusal, not a 500.
        if ((error as { code?: string }).code === '23514') {
            throw new HttpError(409, 'Insufficient points', {
                pointsChange: 'Insufficient points',
            });
        }
        throw error;
    }
}

export const insufficientPoints = (balance: number) =>
    new HttpError(409, 'Insufficient points', {
        pointsChange: `The balance is ${balance} points`,
    });

/** Points entries with the id of the entry that reversed each, if any: what histories and answers read. */
export const selectEntries = (db: Kysely<Database>) =>
    db
        .selectFrom('rewardPointsTrails as entry')
        .leftJoin('rewardPointsTrails as reversal', 'reversal.reversesId', 'entry.id')
        .select([
            'entry.id',
            'entry.kind',
            'entry.reason',
            'entry.pointsChange',
            'entry.createdAt',
            'entry.staffId',
            'entry.staffUsername',
            'entry.reversesId',
            'entry.customerVoucherId',
            'entry.reasonCode',
            'entry.reasonParams',
            'reversal.id as reversedById',
        ]);
