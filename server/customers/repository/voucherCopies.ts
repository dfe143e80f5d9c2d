import { type Kysely, sql } from 'kysely';
import type { Actor } from '../../audit/record.ts';
import { auditRow } from '../../audit/repository.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/httpError.ts';
import { noCopiesLeft, voucherExpired } from '../rules.ts';

// An assignment reads the voucher, does its work under the customers' locks, and takes its copies from the
// usage limit last, just before the commit (issue 19's mixed workload). Taking them first held the voucher's
// row lock through every statement of the assignment, so that all assignments and removals of one voucher ran
// one at a time: with 10% writes among 50 connections they waited 100 to 300 ms in that queue. Now that lock
// is held for one statement (which takes the copies and records them in the trail) and the commit. The read
// takes the weakest row lock (FOR KEY SHARE), which other assignments share and which their UPDATEs do not
// wait for, but an edit or a deletion of the voucher (FOR UPDATE first) does: the terms read are the terms the
// copies are taken on, and the voucher is still there when they are.

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
    // Refused early when the limit is already short; the UPDATE of takeCopies decides under concurrency.
    if (voucher.usageLimit !== null && voucher.issuedCount + count > voucher.usageLimit) {
        throw noCopiesLeft(voucher.issuedCount, voucher.usageLimit, count);
    }
    return voucher;
}

/**
 * Takes `count` copies from the usage limit with one conditional UPDATE and records the assignment in the
 * trail in the same statement, its `issuedCount` before and after as the UPDATE left it; answers that count.
 * The UPDATE locks the voucher's row until the commit, so concurrent assignments of the voucher cannot together
 * pass its limit (the table's CHECK holds it too); one statement, so that the lock waits for the commit alone.
 */
export async function takeCopies(
    trx: Kysely<Database>,
    voucherId: number,
    count: number,
    actor: Actor,
    after: Record<string, unknown>
): Promise<number> {
    // The counts in the entry are placeholders (they must differ to be recorded) that the statement replaces.
    const row = auditRow(actor, {
        action: 'assign',
        entityType: 'voucher',
        entityId: voucherId,
        before: { issuedCount: 0 },
        after: { issuedCount: count, ...after },
    });
    const taken = await trx
        .with('taken', db =>
            db
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
        )
        .with('recorded', db =>
            db
                .insertInto('auditLog')
                .columns([
                    'actorId',
                    'actorUsername',
                    'action',
                    'entityType',
                    'entityId',
                    'requestId',
                    'changes',
                ])
                .expression(eb =>
                    eb.selectFrom('taken').select([
                        sql<number>`${row.actorId}::integer`.as('actorId'),
                        sql<string>`${row.actorUsername}::text`.as('actorUsername'),
                        sql<string>`${row.action}::text`.as('action'),
                        sql<string>`${row.entityType}::text`.as('entityType'),
                        sql<string>`${row.entityId}::text`.as('entityId'),
                        sql<string>`${row.requestId}::text`.as('requestId'),
                        sql<string>`jsonb_set(jsonb_set(${row.changes}::jsonb,
                                '{issuedCount,before}', to_jsonb(taken.issued_count - ${count}::integer)),
                                '{issuedCount,after}', to_jsonb(taken.issued_count))`.as('changes'),
                    ])
                )
        )
        .selectFrom('taken')
        .select('issuedCount')
        .executeTakeFirst();
    if (taken) return taken.issuedCount;
    const found = await trx
        .selectFrom('vouchers')
        .select(['usageLimit', 'issuedCount'])
        .where('id', '=', voucherId)
        .executeTakeFirstOrThrow();
    throw noCopiesLeft(found.issuedCount, found.usageLimit ?? 0, count);
}
