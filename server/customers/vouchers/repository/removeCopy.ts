import { type Kysely, sql } from 'kysely';
import type { Actor } from '../../../audit/index.ts';
import { auditRow } from '../../../audit/index.ts';
import type { Database } from '../../../db/schema.ts';
import { toIssuedVoucher } from '../../answer.ts';
import { appendEntries } from '../../ledger/repository/entries.ts';

/**
 * Removes an issued voucher from its customer: its slot goes back to the usage limit, and the points its
 * assignment charged, when it was not used. Answers the points refunded (0 for none), or null when the
 * customer holds no such copy.
 */
export async function removeCopy(
    trx: Kysely<Database>,
    customerVoucherId: number,
    customerId: number,
    actor: Actor
): Promise<number | null> {
    // The copy goes only once its voucher's row is locked, with the lock an assignment reads it with
    // (voucherCopies.ts): a deletion of the voucher (which locks it, then deletes its copies) then waits for this
    // removal, or this one finds the voucher gone and the copy with it. Deleting the copy first and waiting for
    // the voucher after was a deadlock with it, answered 500. The same statement asks for the copy's slot back
    // (given at the commit, as an assignment takes it, voucherCopies.ts: the voucher's row is locked by the
    // COMMIT alone, after the customer's of a refund) and finds the charge to refund: a round trip less for each.
    const removed = await trx
        .with('removed', db =>
            db
                .deleteFrom('customerVouchers')
                .where('id', '=', customerVoucherId)
                .where('customerId', '=', customerId)
                .where(eb =>
                    eb.exists(
                        eb
                            .selectFrom('vouchers')
                            .select('vouchers.id')
                            .whereRef('vouchers.id', '=', 'customerVouchers.voucherId')
                            .forKeyShare()
                    )
                )
                .returningAll()
        )
        .with('claimed', db =>
            db
                .insertInto('voucherClaims')
                .columns(['voucherId', 'change'])
                .expression(eb =>
                    eb.selectFrom('removed').select(['voucherId', sql<number>`-1`.as('change')])
                )
        )
        .selectFrom('removed')
        .leftJoinLateral(
            eb =>
                eb
                    .selectFrom('rewardPointsTrails as charge')
                    .leftJoin('rewardPointsTrails as reversal', 'reversal.reversesId', 'charge.id')
                    .select([
                        'charge.id',
                        'charge.customerId',
                        'charge.pointsChange',
                        'charge.reason',
                    ])
                    .whereRef('charge.customerVoucherId', '=', 'removed.id')
                    .where('charge.kind', '=', 'charge')
                    .where('reversal.id', 'is', null)
                    // A used copy was worth its points: nothing to give back.
                    .where('removed.usedAt', 'is', null)
                    .limit(1)
                    .as('charge'),
            join => join.onTrue()
        )
        .selectAll('removed')
        .select([
            'charge.id as chargeId',
            'charge.customerId as chargedCustomerId',
            'charge.pointsChange as chargedPoints',
            'charge.reason as chargeReason',
        ])
        .executeTakeFirst();
    if (!removed) return null;
    const { chargeId, chargedCustomerId, chargedPoints, chargeReason, ...copy } = removed;
    const refundId =
        chargeId !== null &&
        chargedCustomerId !== null &&
        chargedPoints !== null &&
        chargeReason !== null
            ? await refundCharge(
                  trx,
                  {
                      id: chargeId,
                      customerId: chargedCustomerId,
                      pointsChange: chargedPoints,
                      reason: chargeReason,
                  },
                  copy.id,
                  actor
              )
            : null;
    await trx
        .insertInto('auditLog')
        .values(
            auditRow(actor, {
                action: 'remove',
                entityType: 'customerVoucher',
                entityId: customerVoucherId,
                before: toIssuedVoucher(copy),
                after: refundId ? { refundEntryId: refundId } : null,
            })
        )
        .execute();
    return refundId && chargedPoints !== null ? -chargedPoints : 0;
}

/** A charge for an assignment that no one has reversed yet: what a removal refunds (refundCharge). */
interface UnreversedCharge {
    id: number;
    customerId: number;
    pointsChange: number;
    reason: string;
}

/** The refund's reason code, from its charge's English reason; none for a charge written otherwise. */
const refundReason = (chargeReason: string) => {
    const voucher = /^Voucher "(.*)" assigned$/.exec(chargeReason)?.[1];
    if (voucher === undefined) return {};
    return { reasonCode: 'voucher_refunded', reasonParams: JSON.stringify({ voucher }) };
};

/**
 * Gives back the points an assignment charged, with a `refund` entry linked to the charge; the removal finds the
 * charge (none when the copy was used, never charged, or its charge was already reversed).
 */
async function refundCharge(
    trx: Kysely<Database>,
    charge: UnreversedCharge,
    customerVoucherId: number,
    actor: Actor
): Promise<string | null> {
    const [refund] = await appendEntries(trx, actor, [
        {
            customerId: charge.customerId,
            kind: 'refund',
            reason: charge.reason.replace(/ assigned$/, ' removed: points refunded'),
            ...refundReason(charge.reason),
            pointsChange: -charge.pointsChange,
            reversesId: charge.id,
            customerVoucherId,
        },
    ]);
    return refund ? String(refund.id) : null;
}
