import type { Kysely } from 'kysely';
import type { Actor } from '../../audit/record.ts';
import { recordAudit } from '../../audit/repository.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/httpError.ts';
import { noCopiesLeft, voucherExpired } from '../rules.ts';

// An assignment reads the voucher, does its work under the customers' locks, and takes its copies from the usage
// limit last, just before the commit (issue 19's mixed workload). Taking them first held the voucher's row lock
// through every statement of the assignment, so that all assignments and removals of one voucher ran one at a
// time: with 10% writes among 50 connections they waited 100 to 300 ms in that queue. Now that lock is held for
// the last UPDATE, the audit entry and the commit. (Writing the entry in the UPDATE's statement, one round trip
// less, measured within the noise: docs/performance.md.) The read takes the weakest row lock (FOR KEY SHARE),
// which other assignments share and which their UPDATEs do not wait for, but an edit or a deletion of the voucher
// (FOR UPDATE first) does: the terms read are the terms the copies are taken on, and the voucher is still there
// when they are.

const isExpired = (end: Date | null, now: Date) => end !== null && new Date(end) < now;

/** The voucher as the assignment needs it; refuses one that is gone, expired or without `count` copies left. */
export async function readVoucher(
    trx: Kysely<Database>,
    voucherId: number,
    count: number,
    now: Date
) {
    const voucher = await trx
        .selectFrom('vouchers')
        .select([
            'id',
            'name',
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
    if (isExpired(voucher.validityEndDate, now)) throw voucherExpired();
    // Refused early when the limit is already short; the UPDATE of takeCopies decides under concurrency.
    if (voucher.usageLimit !== null && voucher.issuedCount + count > voucher.usageLimit) {
        throw noCopiesLeft(voucher.issuedCount, voucher.usageLimit, count);
    }
    return voucher;
}

/**
 * Takes `count` copies from the usage limit with one conditional UPDATE and records the assignment in the
 * trail, with its `issuedCount` before and after as the UPDATE left it. The UPDATE locks the voucher's row
 * until the commit, so concurrent assignments of the voucher cannot together pass its limit (the table's CHECK
 * holds it too).
 */
export async function takeCopies(
    trx: Kysely<Database>,
    voucherId: number,
    count: number,
    actor: Actor,
    after: Record<string, unknown>
): Promise<void> {
    const taken = await trx
        .updateTable('vouchers')
        .set(eb => ({ issuedCount: eb('issuedCount', '+', count) }))
        .where('id', '=', voucherId)
        .where(eb =>
            eb.or([
                eb('usageLimit', 'is', null),
                eb(eb('issuedCount', '+', count), '<=', eb.ref('usageLimit')),
            ])
        )
        .returning('issuedCount')
        .executeTakeFirst();
    if (!taken) {
        const found = await trx
            .selectFrom('vouchers')
            .select(['usageLimit', 'issuedCount'])
            .where('id', '=', voucherId)
            .executeTakeFirstOrThrow();
        throw noCopiesLeft(found.issuedCount, found.usageLimit ?? 0, count);
    }
    await recordAudit(trx, actor, {
        action: 'assign',
        entityType: 'voucher',
        entityId: voucherId,
        before: { issuedCount: taken.issuedCount - count },
        after: { issuedCount: taken.issuedCount, ...after },
    });
}
