import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Customer } from '../../contract/index.ts';
import type { Database } from '../db/schema.ts';
import { isoOrNull } from '../lib/values.ts';
import {
    customerSummaryColumns,
    selectCustomerVouchers,
    toCustomerSummary,
    toCustomerVoucher,
} from './customers.ts';

/**
 * A customer with points trail, transactions and vouchers, in one query (the lists come back as JSON
 * arrays): one round trip instead of four matters on the detail screen's hot path, PGlite above all.
 * Inside JSON, timestamps are PostgreSQL text and numeric a JSON number; the mappers normalise both.
 */
export async function findCustomerDetail(
    db: Kysely<Database>,
    id: number
): Promise<Customer | undefined> {
    const row = await db
        .selectFrom('customers')
        .select(customerSummaryColumns)
        .select(eb => [
            jsonArrayFrom(
                eb
                    .selectFrom('rewardPointsTrails')
                    .select(['id', 'reason', 'pointsChange', 'createdAt'])
                    .whereRef('customerId', '=', 'customers.id')
                    .orderBy('createdAt', 'desc')
            ).as('trails'),
            jsonArrayFrom(
                eb
                    .selectFrom('transactions')
                    .select(['id', 'branchCode', 'date', 'currency', 'netTotalAmount'])
                    .whereRef('customerId', '=', 'customers.id')
                    .orderBy('date', 'desc')
            ).as('transactions'),
            jsonArrayFrom(selectCustomerVouchers(db, id).orderBy('customerVouchers.id', 'desc')).as(
                'vouchers'
            ),
        ])
        .where('customers.id', '=', id)
        .executeTakeFirst();
    if (!row) {
        return undefined;
    }
    return {
        ...toCustomerSummary(row),
        rewardPointsTrails: row.trails.map(trail => ({
            id: String(trail.id),
            reason: trail.reason,
            pointsChange: trail.pointsChange,
            createdAt: isoOrNull(trail.createdAt) as string,
        })),
        transactionHistory: row.transactions.map(transaction => ({
            id: String(transaction.id),
            branchCode: transaction.branchCode,
            date: isoOrNull(transaction.date) as string,
            currency: transaction.currency,
            netTotalAmount: Number(transaction.netTotalAmount),
        })),
        // The JSON rows carry the same fields, with timestamps as text, which the mapper accepts.
        vouchers: row.vouchers.map(voucher =>
            toCustomerVoucher(voucher as unknown as Parameters<typeof toCustomerVoucher>[0])
        ),
    };
}
