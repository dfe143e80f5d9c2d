import type { Kysely } from 'kysely';
import type { Actor } from '../../audit/record.ts';
import { auditRow } from '../../audit/repository.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/httpError.ts';
import { noCopiesLeft, voucherExpired } from '../rules.ts';

// An assignment reads the voucher, does its work under the customers' locks, and takes its copies from the
// usage limit at the commit (issue 19's mixed workload). Taking them first held the voucher's row lock through
// every statement of the assignment, so that all assignments and removals of one voucher ran one at a time:
// with 10% writes among 50 connections they waited 100 to 300 ms in that queue. Taking them in the last
// statement still held it for a round trip through the API's event loop before the COMMIT (assign p99 about
// 1.1 s at 600 requests a second). Now a claim row asks for them and a trigger deferred to the commit takes
// them (migration 017): the lock lasts the COMMIT alone. The read takes the weakest row lock (FOR KEY SHARE),
// which other assignments share and which the trigger's UPDATE does not wait for, but an edit or a deletion of
// the voucher (FOR UPDATE first) does: the terms read are the terms the copies are taken on, and the voucher is
// still there when they are.

const isExpired = (end: Date | null, now: Date) => end !== null && new Date(end) < now;

/**
 * The voucher as the assignment needs it; refuses one that is gone, that `mayAssign` refuses, expired or
 * without `count` copies left.
 */
export async function readVoucher(
    trx: Kysely<Database>,
    voucherId: number,
    count: number,
    now: Date,
    mayAssign: (voucher: { isPublic: boolean }) => void
) {
    const voucher = await trx
        .selectFrom('vouchers')
        .select([
            'id',
            'name',
            'isPublic',
            'pointsRequired',
            'validityType',
            'validityStartDate',
            'validityEndDate',
            'validityDuration',
            'validityUnit',
            'perCustomerLimit',
            'usageLimit',
            'issuedCount',
        ])
        .where('id', '=', voucherId)
        .forKeyShare()
        .executeTakeFirst();
    if (!voucher) throw new HttpError(404, 'Voucher not found');
    mayAssign(voucher);
    if (isExpired(voucher.validityEndDate, now)) throw voucherExpired();
    // Refused early when the limit is already short; the claim's UPDATE at the commit decides under concurrency.
    if (voucher.usageLimit !== null && voucher.issuedCount + count > voucher.usageLimit) {
        throw noCopiesLeft(voucher.issuedCount, voucher.usageLimit, count);
    }
    return voucher;
}

/**
 * Asks for `count` copies of the voucher's usage limit, to be taken at the commit by the claim's trigger
 * (migration 017), which records the assignment in the trail with `issuedCount` before and after as it left
 * them. Until then the voucher's row is not locked by this assignment beyond its FOR KEY SHARE.
 */
export async function claimCopies(
    trx: Kysely<Database>,
    voucherId: number,
    count: number,
    actor: Actor,
    after: Record<string, unknown>
): Promise<void> {
    // The counts in the entry are placeholders (they must differ to be recorded) that the trigger replaces.
    const audit = auditRow(actor, {
        action: 'assign',
        entityType: 'voucher',
        entityId: voucherId,
        before: { issuedCount: 0 },
        after: { issuedCount: count, ...after },
    });
    await trx
        .insertInto('voucherClaims')
        .values({ voucherId, change: count, ...audit })
        .execute();
}

/**
 * The answer to a transaction that failed: when its COMMIT was refused by the claim's trigger (SQLSTATE LV409,
 * the usage limit was reached by others meanwhile), the usage limit's 409 with the counts as they are now;
 * any other failure as it was.
 */
export async function refusedClaim(
    db: Kysely<Database>,
    voucherId: number,
    count: number,
    error: unknown
): Promise<never> {
    if ((error as { code?: unknown }).code !== 'LV409') throw error;
    const found = await db
        .selectFrom('vouchers')
        .select(['usageLimit', 'issuedCount'])
        .where('id', '=', voucherId)
        .executeTakeFirst();
    if (!found) throw new HttpError(404, 'Voucher not found');
    throw noCopiesLeft(found.issuedCount, found.usageLimit ?? 0, count);
}
