import type { Kysely } from 'kysely';
import type { Actor } from '../../audit/record.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/httpError.ts';
import {
    customersSuspended,
    issuedPeriod,
    perCustomerLimitReached,
    pointsShort,
} from '../rules.ts';
import { appendEntries, lockCustomers } from './ledger.ts';
import { claimCopies, readVoucher } from './voucherCopies.ts';

export interface AssignOptions {
    /** Take the voucher's pointsRequired from each customer's balance (extension points-ledger). */
    chargePoints: boolean;
    /** Throws when the staff member may not assign this voucher; called once it is read. */
    mayAssign: (voucher: { isPublic: boolean }) => void;
}

/**
 * Issues one customer voucher per customer, all or nothing, and records it as one `assign` of the voucher.
 * With `chargePoints` and a voucher that costs points, each customer pays them with one ledger entry in the
 * same transaction. The customers' rows are locked first, so their balances and the copies each holds cannot
 * change before the commit; the copies are taken from the voucher's limit at the commit (voucherCopies.ts).
 */
export async function assignVouchers(
    trx: Kysely<Database>,
    voucherId: number,
    customerIds: number[],
    actor: Actor,
    { chargePoints, mayAssign }: AssignOptions
): Promise<string[]> {
    const now = new Date();
    const voucher = await readVoucher(trx, voucherId, customerIds.length, now, mayAssign);
    const customers = await lockCustomers(trx, customerIds);
    if (customers.length !== customerIds.length) {
        const known = new Set(customers.map(row => row.id));
        const missing = customerIds.filter(id => !known.has(id));
        throw new HttpError(404, `Customer not found: ${missing.join(', ')}`, {
            users: 'Customer not found',
        });
    }
    const suspended = customers.filter(customer => customer.status === 'suspended');
    if (suspended.length > 0) {
        throw customersSuspended(
            suspended.map(customer => customer.id),
            customerIds.length
        );
    }
    if (voucher.perCustomerLimit != null) {
        const full = await trx
            .selectFrom('customerVouchers')
            .select('customerId')
            .where('voucherId', '=', voucherId)
            .where('customerId', 'in', customerIds)
            .groupBy('customerId')
            .having(eb => eb.fn.countAll(), '>=', voucher.perCustomerLimit)
            .orderBy('customerId')
            .execute();
        if (full.length > 0) {
            throw perCustomerLimitReached(
                full.map(row => row.customerId),
                customerIds.length,
                voucher.perCustomerLimit
            );
        }
    }
    const cost = chargePoints ? voucher.pointsRequired : 0;
    const short = customers.filter(customer => customer.rewardPoints < cost);
    if (short.length > 0) throw pointsShort(short, customerIds.length, cost);

    const { startAt, expireAt } = issuedPeriod(voucher, now);
    const rows = await trx
        .insertInto('customerVouchers')
        .values(
            customerIds.map(customerId => ({
                customerId,
                voucherId,
                redeemedAt: now,
                usedAt: null,
                startAt,
                expireAt,
                isActive: true,
            }))
        )
        .returning(['id', 'customerId'])
        .execute();
    const charges =
        cost > 0
            ? await appendEntries(
                  trx,
                  actor,
                  rows.map(row => ({
                      customerId: row.customerId,
                      kind: 'charge',
                      reason: `Voucher "${voucher.name}" assigned`,
                      pointsChange: -cost,
                      customerVoucherId: row.id,
                  }))
              )
            : [];
    const ids = rows.map(row => String(row.id));
    await claimCopies(trx, voucherId, customerIds.length, actor, {
        customerIds: customerIds.map(String),
        customerVoucherIds: ids,
        ...(charges.length > 0 && {
            pointsCharged: cost,
            pointsEntryIds: charges.map(entry => String(entry.id)),
        }),
    });
    return ids;
}

/**
 * Gives back the points an unused customer voucher's assignment charged, with a `refund` entry linked to the
 * charge; nothing when it was used, never charged, or its charge was already reversed.
 */
export async function refundCharge(
    trx: Kysely<Database>,
    removed: { id: number; usedAt: Date | null },
    actor: Actor
): Promise<string | null> {
    if (removed.usedAt !== null) return null;
    const charge = await trx
        .selectFrom('rewardPointsTrails as charge')
        .leftJoin('rewardPointsTrails as reversal', 'reversal.reversesId', 'charge.id')
        .select(['charge.id', 'charge.customerId', 'charge.pointsChange', 'charge.reason'])
        .where('charge.customerVoucherId', '=', removed.id)
        .where('charge.kind', '=', 'charge')
        .where('reversal.id', 'is', null)
        .executeTakeFirst();
    if (!charge) return null;
    const [refund] = await appendEntries(trx, actor, [
        {
            customerId: charge.customerId,
            kind: 'refund',
            reason: charge.reason.replace(/ assigned$/, ' removed: points refunded'),
            pointsChange: -charge.pointsChange,
            reversesId: charge.id,
            customerVoucherId: removed.id,
        },
    ]);
    return refund ? String(refund.id) : null;
}
