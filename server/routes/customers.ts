import { z } from 'zod';
import {
    customerAnswer,
    customerProfileAnswer,
    customerSummaryAnswer,
    customerVoucherAnswer,
    total,
} from '../domain/answers.ts';
import {
    customerSummaryColumns,
    customerVoucherStatus,
    selectCustomerVouchers,
    toCustomerProfile,
    toCustomerSummary,
    toCustomerVoucher,
} from '../domain/customers.ts';
import { HttpError } from '../lib/httpError.ts';
import { containsPattern, idParam, listQuery } from '../lib/paging.ts';
import { isoOrNull } from '../lib/values.ts';
import type { App } from '../lib/zodProvider.ts';
import { customerTotal, searchText } from './customerSearch.ts';

const sortColumns = {
    id: 'customers.id',
    loginID: 'customers.loginId',
    name: 'customers.name',
    email: 'customers.email',
    status: 'customers.status',
    rewardPoints: 'customers.rewardPoints',
    registeredAt: 'customers.registeredAt',
} as const;
const query = listQuery(Object.keys(sortColumns) as [keyof typeof sortColumns]);
const voucherSort = {
    id: 'customerVouchers.id',
    redeemedAt: 'customerVouchers.redeemedAt',
    startAt: 'customerVouchers.startAt',
    expireAt: 'customerVouchers.expireAt',
} as const;
const voucherQuery = listQuery(Object.keys(voucherSort) as [keyof typeof voucherSort]);
const notFound = () => new HttpError(404, 'Customer not found');

export default async function customerRoutes(app: App) {
    app.get(
        '/customers',
        {
            schema: {
                querystring: query,
                response: {
                    200: z.strictObject({ customers: z.array(customerSummaryAnswer), total }),
                },
            },
        },
        async request => {
            const { paged, page, perPage, sort, order, status, search } = request.query;
            let filtered = app.db.selectFrom('customers');
            if (status) filtered = filtered.where('customers.status', '=', status);
            if (search) filtered = filtered.where(searchText, 'like', containsPattern(search));
            let rows = filtered
                .select(customerSummaryColumns)
                .orderBy(sortColumns[sort ?? 'id'], order);
            if (sort && sort !== 'id') rows = rows.orderBy('customers.id', order);
            if (!paged) {
                return { customers: (await rows.execute()).map(toCustomerSummary) };
            }
            const [pageRows, counted] = await Promise.all([
                rows
                    .limit(perPage)
                    .offset((page - 1) * perPage)
                    .execute(),
                customerTotal(app.db, filtered, status, search),
            ]);
            return { customers: pageRows.map(toCustomerSummary), total: counted };
        }
    );

    app.get(
        '/customers/:id',
        {
            schema: {
                params: idParam,
                response: { 200: z.strictObject({ customer: customerAnswer }) },
            },
        },
        async request => {
            const { id } = request.params;
            const [customer, trails, transactions, vouchers] = await Promise.all([
                app.db
                    .selectFrom('customers')
                    .select(customerSummaryColumns)
                    .where('id', '=', id)
                    .executeTakeFirst(),
                app.db
                    .selectFrom('rewardPointsTrails')
                    .select(['id', 'reason', 'pointsChange', 'createdAt'])
                    .where('customerId', '=', id)
                    .orderBy('createdAt', 'desc')
                    .execute(),
                app.db
                    .selectFrom('transactions')
                    .select(['id', 'branchCode', 'date', 'currency', 'netTotalAmount'])
                    .where('customerId', '=', id)
                    .orderBy('date', 'desc')
                    .execute(),
                selectCustomerVouchers(app.db, id).orderBy('customerVouchers.id', 'desc').execute(),
            ]);
            if (!customer) throw notFound();
            return {
                customer: {
                    ...toCustomerSummary(customer),
                    rewardPointsTrails: trails.map(trail => ({
                        id: String(trail.id),
                        reason: trail.reason,
                        pointsChange: trail.pointsChange,
                        createdAt: isoOrNull(trail.createdAt) as string,
                    })),
                    transactionHistory: transactions.map(transaction => ({
                        id: String(transaction.id),
                        branchCode: transaction.branchCode,
                        date: isoOrNull(transaction.date) as string,
                        currency: transaction.currency,
                        netTotalAmount: Number(transaction.netTotalAmount),
                    })),
                    vouchers: vouchers.map(toCustomerVoucher),
                },
            };
        }
    );

    app.get(
        '/customer/:id',
        {
            schema: {
                params: idParam,
                response: { 200: z.strictObject({ customer: customerProfileAnswer }) },
            },
        },
        async request => {
            const row = await app.db
                .selectFrom('customers')
                .selectAll()
                .where('id', '=', request.params.id)
                .executeTakeFirst();
            if (!row) throw notFound();
            return { customer: toCustomerProfile(row) };
        }
    );

    app.get(
        '/customers/:id/vouchers',
        {
            schema: {
                params: idParam,
                querystring: voucherQuery,
                response: {
                    200: z.strictObject({ vouchers: z.array(customerVoucherAnswer), total }),
                },
            },
        },
        async request => {
            const { id } = request.params;
            const { paged, page, perPage, sort, order, status, search } = request.query;
            const customer = await app.db
                .selectFrom('customers')
                .select('id')
                .where('id', '=', id)
                .executeTakeFirst();
            if (!customer) throw notFound();
            let filtered = selectCustomerVouchers(app.db, id);
            if (status) filtered = filtered.where(customerVoucherStatus, '=', status);
            if (search)
                filtered = filtered.where(eb =>
                    eb(eb.fn('lower', ['vouchers.name']), 'like', containsPattern(search))
                );
            const rows = filtered
                .orderBy(voucherSort[sort ?? 'id'], order)
                .orderBy('customerVouchers.id', order);
            if (!paged) {
                return { vouchers: (await rows.execute()).map(toCustomerVoucher) };
            }
            const [pageRows, counted] = await Promise.all([
                rows
                    .limit(perPage)
                    .offset((page - 1) * perPage)
                    .execute(),
                filtered
                    .clearSelect()
                    .select(eb => eb.fn.countAll<string>().as('count'))
                    .executeTakeFirstOrThrow(),
            ]);
            return { vouchers: pageRows.map(toCustomerVoucher), total: Number(counted.count) };
        }
    );
}
