import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { containsPattern } from '../../../lib/paging.ts';
import { column, type ListRules } from '../../../repository/readList.ts';
import { voucherColumns, voucherStatus } from '../../../vouchers/index.ts';

/** The customer voucher's status in the console's order: used, upcoming, expired, active, inactive. */
const customerVoucherStatus = sql<string>`case
    when customer_vouchers.used_at is not null then 'used'
    when customer_vouchers.start_at is not null and customer_vouchers.start_at > now() then 'upcoming'
    when customer_vouchers.expire_at is not null and customer_vouchers.expire_at < now() then 'expired'
    when customer_vouchers.is_active then 'active'
    else 'inactive' end`;

/** The values of that status, which the list's `status` filter takes. */
export const customerVoucherStatuses = [
    'used',
    'upcoming',
    'expired',
    'active',
    'inactive',
] as const;

export const customerVoucherSortFields = [
    'id',
    'redeemedAt',
    'usedAt',
    'startAt',
    'expireAt',
    'isActive',
] as const;

export const customerVoucherListRules: ListRules = {
    sortBy: {
        id: column('customerVouchers.id'),
        redeemedAt: column('customerVouchers.redeemedAt'),
        usedAt: column('customerVouchers.usedAt'),
        startAt: column('customerVouchers.startAt'),
        expireAt: column('customerVouchers.expireAt'),
        isActive: column('customerVouchers.isActive'),
    },
    status: customerVoucherStatus,
    // The screen's search box looks at what its table shows of the voucher: name and description.
    matches: text => {
        const pattern = containsPattern(text);
        return sql<SqlBool>`(lower(vouchers.name) like ${pattern} or lower(coalesce(vouchers.description, '')) like ${pattern})`;
    },
};

export const selectCustomerVouchers = (db: Kysely<Database>, customerId: number) =>
    db
        .selectFrom('customerVouchers')
        .innerJoin('vouchers', 'vouchers.id', 'customerVouchers.voucherId')
        .where('customerVouchers.customerId', '=', customerId)
        .select([
            ...voucherColumns,
            voucherStatus.as('status'),
            'customerVouchers.id as customerVoucherId',
            'customerVouchers.redeemedAt',
            'customerVouchers.usedAt',
            'customerVouchers.startAt',
            'customerVouchers.expireAt',
            'customerVouchers.isActive',
        ]);
