import { type Insertable, type Kysely, sql } from 'kysely';
import type { Actor } from '../../../audit/index.ts';
import { auditRow } from '../../../audit/index.ts';
import type { CustomerVouchersTable, Database } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/httpError.ts';
import { customersToLock } from '../../ledger/repository/entries.ts';
import { noCopiesLeft, voucherExpired } from '../rules.ts';

// An assignment reads the voucher and locks its customers, does its work under those locks, and takes its copies
// from the usage limit at the commit. Taken in any statement, the voucher's row lock would last until the COMMIT,
// at least a round trip through the API's busy event loop, and all assignments and removals of one voucher
// would queue behind it (the mixed workload of bench:api, docs/performance.md). So a claim row asks for them and
// a trigger deferred to the commit takes them (migration 017): the lock lasts the COMMIT alone. The read takes the weakest row lock (FOR KEY SHARE),
// which other assignments share and which the trigger's UPDATE does not wait for, but an edit or a deletion of
// the voucher (FOR UPDATE first) does: the terms read are the terms the copies are taken on, and the voucher is
// still there when they are.

const isExpired = (end: Date | null, now: Date) => end !== null && new Date(end) < now;

/** `count` ids for new customer vouchers, from the sequence their inserts would take them from. */
const newCopyIds = (count: number) =>
    sql<number[]>`array(select nextval(pg_get_serial_sequence('customer_vouchers', 'id'))::int
        from generate_series(1, ${count}))`;

/**
 * The voucher as the assignment needs it with an id for each copy to issue (`copyIds`), and the named
 * customers' rows locked (customersToLock in ledger.ts), in one statement: refuses a voucher
 * that is gone, that `mayAssign` refuses, expired or without `count` copies left.
 */
// One round trip, not two: each statement of a write waits its turn in the API's event loop and PostgreSQL's run
// queue, about 8 ms under bench:api's mixed load. The order of the locks is the one
// the two statements took: the voucher's (a materialised CTE, read first as the outer side of the lateral
// join), then the customers' (the lateral subquery, run for the voucher's row only, so not at all when the
// voucher is gone). The copies' ids come from their sequence here so that the copies and the claim that
// names them can be written in one statement too (claimCopies); a refused assignment leaves a gap in the ids,
// as a rolled-back one always did.
export async function lockForAssignment(
    trx: Kysely<Database>,
    voucherId: number,
    customerIds: number[],
    now: Date,
    mayAssign: (voucher: { isPublic: boolean }) => void
) {
    const count = customerIds.length;
    const rows = await trx
        .with(
            cte => cte('voucher').materialized(),
            db =>
                db
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
                        newCopyIds(count).as('copyIds'),
                    ])
                    .where('id', '=', voucherId)
                    .forKeyShare()
        )
        .selectFrom('voucher')
        .leftJoinLateral(
            () =>
                customersToLock(trx, customerIds)
                    // The reference to the voucher's row keeps this a lateral subquery, run after it is read.
                    .where(sql.ref('voucher.id'), 'is not', null)
                    .as('locked'),
            join => join.onTrue()
        )
        .selectAll('voucher')
        .select(['locked.id as customerId', 'locked.status', 'locked.rewardPoints'])
        .orderBy('locked.id')
        .execute();
    const voucher = rows[0];
    if (!voucher) throw new HttpError(404, 'Voucher not found');
    mayAssign(voucher);
    if (isExpired(voucher.validityEndDate, now)) throw voucherExpired();
    // Refused early when the limit is already short; the claim's UPDATE at the commit decides under concurrency.
    if (voucher.usageLimit !== null && voucher.issuedCount + count > voucher.usageLimit) {
        throw noCopiesLeft(voucher.issuedCount, voucher.usageLimit, count);
    }
    const customers = rows.flatMap(({ customerId, status, rewardPoints }) =>
        customerId === null || status === null || rewardPoints === null
            ? []
            : [{ id: customerId, status, rewardPoints }]
    );
    return { voucher, customers };
}

/**
 * Asks for `count` copies of the voucher's usage limit, to be taken at the commit by the claim's trigger
 * (migration 017), which records the assignment in the trail with `issuedCount` before and after as it left
 * them. Until then the voucher's row is not locked by this assignment beyond its FOR KEY SHARE. `copies`, the
 * customer vouchers themselves when nothing else must be written between them and the claim, are inserted by
 * the same statement.
 */
export async function claimCopies(
    trx: Kysely<Database>,
    voucherId: number,
    count: number,
    actor: Actor,
    after: Record<string, unknown>,
    copies: Insertable<CustomerVouchersTable>[] = []
): Promise<void> {
    // The counts in the entry are placeholders (they must differ to be recorded) that the trigger replaces.
    const audit = auditRow(actor, {
        action: 'assign',
        entityType: 'voucher',
        entityId: voucherId,
        before: { issuedCount: 0 },
        after: { issuedCount: count, ...after },
    });
    const claim = { voucherId, change: count, ...audit };
    await (copies.length > 0
        ? trx
              .with('copies', db => db.insertInto('customerVouchers').values(copies))
              .insertInto('voucherClaims')
              .values(claim)
        : trx.insertInto('voucherClaims').values(claim)
    ).execute();
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
