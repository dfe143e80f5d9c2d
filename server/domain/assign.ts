import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/httpError.ts';

interface Validity {
    validityType: string;
    validityStartDate: Date | null;
    validityEndDate: Date | null;
    validityDuration: number | null;
    validityUnit: string | null;
}

/** startAt and expireAt of a voucher issued now, from the voucher's validity. */
export function issuedPeriod(
    voucher: Validity,
    now: Date
): { startAt: Date; expireAt: Date | null } {
    if (voucher.validityType === 'DATE_RANGE' && voucher.validityStartDate) {
        return { startAt: voucher.validityStartDate, expireAt: voucher.validityEndDate };
    }
    if (voucher.validityType === 'DURATION' && voucher.validityDuration && voucher.validityUnit) {
        const expireAt = new Date(now);
        const amount = voucher.validityDuration;
        if (voucher.validityUnit === 'hours') expireAt.setUTCHours(expireAt.getUTCHours() + amount);
        if (voucher.validityUnit === 'days') expireAt.setUTCDate(expireAt.getUTCDate() + amount);
        if (voucher.validityUnit === 'months')
            expireAt.setUTCMonth(expireAt.getUTCMonth() + amount);
        return { startAt: now, expireAt };
    }
    return { startAt: now, expireAt: null };
}

/**
 * Issues one customer voucher per customer, all or nothing. The usage limit is one conditional UPDATE that
 * also locks the voucher row until commit, so concurrent assigns of the same voucher queue behind it and the
 * per-customer counts read next cannot change underneath.
 */
export async function assignVoucher(
    db: Kysely<Database>,
    voucherId: number,
    customerIds: number[]
): Promise<number[]> {
    return db.transaction().execute(async trx => {
        const voucher = await trx
            .updateTable('vouchers')
            .set(eb => ({ issuedCount: eb('issuedCount', '+', customerIds.length) }))
            .where('id', '=', voucherId)
            .where(eb =>
                eb.or([
                    eb('usageLimit', 'is', null),
                    eb(eb('issuedCount', '+', customerIds.length), '<=', eb.ref('usageLimit')),
                ])
            )
            .returning([
                'validityType',
                'validityStartDate',
                'validityEndDate',
                'validityDuration',
                'validityUnit',
                'perCustomerLimit',
                'usageLimit',
                'issuedCount',
            ])
            .executeTakeFirst();
        if (!voucher) {
            const exists = await trx
                .selectFrom('vouchers')
                .select(['usageLimit', 'issuedCount'])
                .where('id', '=', voucherId)
                .executeTakeFirst();
            if (!exists) throw new HttpError(404, 'Voucher not found');
            const left = Math.max((exists.usageLimit ?? 0) - exists.issuedCount, 0);
            throw new HttpError(
                409,
                `usageLimit reached: ${left} of ${exists.usageLimit} vouchers left to issue`,
                {
                    usageLimit: 'Usage limit reached',
                }
            );
        }
        const found = await trx
            .selectFrom('customers')
            .select('id')
            .where('id', 'in', customerIds)
            .execute();
        if (found.length !== customerIds.length) {
            const known = new Set(found.map(row => row.id));
            const missing = customerIds.filter(id => !known.has(id));
            throw new HttpError(404, `Customer not found: ${missing.join(', ')}`, {
                users: 'Customer not found',
            });
        }
        if (voucher.perCustomerLimit != null) {
            const full = await trx
                .selectFrom('customerVouchers')
                .select('customerId')
                .where('voucherId', '=', voucherId)
                .where('customerId', 'in', customerIds)
                .groupBy('customerId')
                .having(eb => eb.fn.countAll(), '>=', voucher.perCustomerLimit)
                .execute();
            if (full.length > 0) {
                const ids = full.map(row => row.customerId).join(', ');
                throw new HttpError(409, `perCustomerLimit reached for customer ${ids}`, {
                    perCustomerLimit: 'Per-customer limit reached',
                });
            }
        }
        const now = new Date();
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
            .returning('id')
            .execute();
        return rows.map(row => row.id);
    });
}

/** Removing an issued voucher gives its slot back to the usage limit. */
export async function removeCustomerVoucher(
    db: Kysely<Database>,
    customerVoucherId: number,
    customerId: number
): Promise<boolean> {
    return db.transaction().execute(async trx => {
        const removed = await trx
            .deleteFrom('customerVouchers')
            .where('id', '=', customerVoucherId)
            .where('customerId', '=', customerId)
            .returning('voucherId')
            .executeTakeFirst();
        if (!removed) return false;
        await trx
            .updateTable('vouchers')
            .set({ issuedCount: sql`greatest(issued_count - 1, 0)` })
            .where('id', '=', removed.voucherId)
            .execute();
        return true;
    });
}
