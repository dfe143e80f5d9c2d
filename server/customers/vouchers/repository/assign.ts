import type { Kysely } from 'kysely';
import type { Actor } from '../../../audit/index.ts';
import type { Database } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/httpError.ts';
import { appendEntries } from '../../ledger/repository/entries.ts';
import {
    customersSuspended,
    issuedPeriod,
    perCustomerLimitReached,
    pointsShort,
} from '../rules.ts';
import { claimCopies, lockForAssignment } from './copies.ts';

export interface AssignOptions {
    /** Take the voucher's pointsRequired from each customer's balance (extension points-ledger). */
    chargePoints: boolean;
    /** Throws when the staff member may not assign this voucher; called once it is read. */
    mayAssign: (voucher: { isPublic: boolean }) => void;
}

/**
 * Issues one customer voucher per customer, all or nothing, and records it as one `assign` of the voucher.
 * With `chargePoints` and a voucher that costs points, each customer pays them with one ledger entry in the
 * same transaction. The customers' rows are locked as the voucher is read, so their balances and the copies each
 * holds cannot change before the commit; the copies are taken from the voucher's limit at the commit
 * (voucherCopies.ts). Without a charge that is four round trips: BEGIN, the read with the locks, the copies
 * with their claim, COMMIT (one more for a per-customer limit).
 */
export async function assignVouchers(
    trx: Kysely<Database>,
    voucherId: number,
    customerIds: number[],
    actor: Actor,
    { chargePoints, mayAssign }: AssignOptions
): Promise<string[]> {
    const now = new Date();
    const { voucher, customers } = await lockForAssignment(
        trx,
        voucherId,
        customerIds,
        now,
        mayAssign
    );
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
    const copies = customerIds.map((customerId, index) => ({
        id: voucher.copyIds[index] as number,
        customerId,
        voucherId,
        redeemedAt: now,
        usedAt: null,
        startAt,
        expireAt,
        isActive: true,
    }));
    const ids = copies.map(copy => String(copy.id));
    const after = { customerIds: customerIds.map(String), customerVoucherIds: ids };
    if (cost === 0) {
        // The copies and the claim in one statement: nothing is written between them.
        await claimCopies(trx, voucherId, customerIds.length, actor, after, copies);
        return ids;
    }
    // A charge links each ledger entry to its copy, and the claim's trail entry names the entries.
    await trx.insertInto('customerVouchers').values(copies).execute();
    const charges = await appendEntries(
        trx,
        actor,
        copies.map(copy => ({
            customerId: copy.customerId,
            kind: 'charge',
            reason: `Voucher "${voucher.name}" assigned`,
            reasonCode: 'voucher_assigned',
            reasonParams: JSON.stringify({ voucher: voucher.name }),
            pointsChange: -cost,
            customerVoucherId: copy.id,
        }))
    );
    await claimCopies(trx, voucherId, customerIds.length, actor, {
        ...after,
        pointsCharged: cost,
        pointsEntryIds: charges.map(entry => String(entry.id)),
    });
    return ids;
}
