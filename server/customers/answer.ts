import type { Selectable } from 'kysely';
import type {
    Customer,
    CustomerProfile,
    CustomerStatus,
    CustomerSummary,
    CustomerVoucher,
} from '../../contract/index.ts';
import type { CustomersTable, CustomerVouchersTable } from '../db/schema.ts';
import { isoTimestamp } from '../lib/isoTimestamp.ts';
import { isoOrNull } from '../lib/values.ts';
import { toVoucher, type VoucherRow } from '../vouchers/index.ts';
import { toTransaction } from './ledger/answer.ts';

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
        registeredAt: isoTimestamp(row.registeredAt),
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

/** A voucher issued to a customer; inside the detail's JSON arrays timestamps arrive as text. */
type CustomerVoucherRow = VoucherRow &
    Pick<
        Selectable<CustomerVouchersTable>,
        'redeemedAt' | 'usedAt' | 'startAt' | 'expireAt' | 'isActive'
    > & {
        customerVoucherId: number;
    };

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

/** A customer voucher row as its audit entry records it. */
export function toIssuedVoucher(row: Selectable<CustomerVouchersTable>) {
    return {
        customerId: String(row.customerId),
        voucherId: String(row.voucherId),
        redeemedAt: isoOrNull(row.redeemedAt),
        usedAt: isoOrNull(row.usedAt),
        startAt: isoOrNull(row.startAt),
        expireAt: isoOrNull(row.expireAt),
        isActive: row.isActive,
    };
}

interface DetailRow extends SummaryRow {
    trails: { id: number; reason: string; pointsChange: number; createdAt: Date | string }[];
    transactions: {
        id: number;
        branchCode: string | null;
        date: Date | string;
        currency: string;
        netTotalAmount: string | number;
    }[];
    vouchers: unknown[];
}

/** Inside JSON, timestamps are PostgreSQL text and numeric a JSON number; the mappers normalise both. */
export function toCustomer(row: DetailRow): Customer {
    return {
        ...toCustomerSummary(row),
        rewardPointsTrails: row.trails.map(trail => ({
            id: String(trail.id),
            reason: trail.reason,
            pointsChange: trail.pointsChange,
            createdAt: isoOrNull(trail.createdAt) as string,
        })),
        transactionHistory: row.transactions.map(toTransaction),
        // The JSON rows carry the same fields, with timestamps as text, which the mapper accepts.
        vouchers: row.vouchers.map(voucher => toCustomerVoucher(voucher as CustomerVoucherRow)),
    };
}
