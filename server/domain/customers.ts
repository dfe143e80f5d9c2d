import { type Kysely, type Selectable, sql } from 'kysely';
import type {
    CustomerProfile,
    CustomerStatus,
    CustomerSummary,
    CustomerVoucher,
} from '../../contract/index.ts';
import type { CustomersTable, Database } from '../db/schema.ts';
import { isoOrNull } from '../lib/values.ts';
import { toVoucher, voucherColumns, voucherStatus } from './vouchers.ts';

export const customerSummaryColumns = [
    'customers.id',
    'customers.loginId',
    'customers.name',
    'customers.email',
    'customers.status',
    'customers.rewardPoints',
    'customers.registeredAt',
] as const;

type SummaryRow = Pick<
    Selectable<CustomersTable>,
    'id' | 'loginId' | 'name' | 'email' | 'status' | 'rewardPoints' | 'registeredAt'
>;

export function toCustomerSummary(row: SummaryRow): CustomerSummary {
    return {
        id: String(row.id),
        loginID: row.loginId,
        name: row.name,
        email: row.email,
        status: row.status as CustomerStatus,
        rewardPoints: row.rewardPoints,
        registeredAt: new Date(row.registeredAt).toISOString(),
    };
}

export function toCustomerProfile(row: Selectable<CustomersTable>): CustomerProfile {
    return {
        id: String(row.id),
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phoneNumber: row.phoneNumber,
        address: row.address,
        city: row.city,
        state: row.state,
        country: row.country,
        pointBalance: row.rewardPoints,
        status: row.status as CustomerStatus,
    };
}

/** The customer voucher's status in the console's order: used, upcoming, expired, active, inactive. */
export const customerVoucherStatus = sql<string>`case
    when customer_vouchers.used_at is not null then 'used'
    when customer_vouchers.start_at is not null and customer_vouchers.start_at > now() then 'upcoming'
    when customer_vouchers.expire_at is not null and customer_vouchers.expire_at < now() then 'expired'
    when customer_vouchers.is_active then 'active'
    else 'inactive' end`;

export function selectCustomerVouchers(db: Kysely<Database>, customerId: number) {
    return db
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
}

type CustomerVoucherRow = Awaited<
    ReturnType<ReturnType<typeof selectCustomerVouchers>['execute']>
>[number];

export function toCustomerVoucher(row: CustomerVoucherRow): CustomerVoucher {
    return {
        id: String(row.customerVoucherId),
        voucher: toVoucher(row),
        redeemedAt: isoOrNull(row.redeemedAt),
        usedAt: isoOrNull(row.usedAt),
        startAt: isoOrNull(row.startAt),
        expireAt: isoOrNull(row.expireAt),
        isActive: row.isActive,
    };
}
