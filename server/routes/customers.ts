import { z } from 'zod';
import {
    customerAnswer,
    customerProfileAnswer,
    customerSummaryAnswer,
    customerVoucherAnswer,
    total,
} from '../domain/answers.ts';
import { findCustomerDetail } from '../domain/customerDetail.ts';
import {
    customerSummaryColumns,
    customerVoucherStatus,
    selectCustomerVouchers,
    toCustomerProfile,
    toCustomerSummary,
    toCustomerVoucher,
} from '../domain/customers.ts';
import { HttpError } from '../lib/httpError.ts';
import { containsPattern, countRows, idParam, listQuery, readList } from '../lib/paging.ts';
import type { App } from '../lib/zodProvider.ts';
import { countedTotal, customerTotal, searchText } from './customerSearch.ts';

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
    usedAt: 'customerVouchers.usedAt',
    startAt: 'customerVouchers.startAt',
    expireAt: 'customerVouchers.expireAt',
    isActive: 'customerVouchers.isActive',
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
        request =>
            app.sharedRead(request, async () => {
                const { sort, order, status, search } = request.query;
                let filtered = app.db.selectFrom('customers');
                if (status) filtered = filtered.where('customers.status', '=', status);
                if (search) filtered = filtered.where(searchText, 'like', containsPattern(search));
                let rows = filtered
                    .select(customerSummaryColumns)
                    .orderBy(sortColumns[sort ?? 'id'], order);
                if (sort && sort !== 'id') rows = rows.orderBy('customers.id', order);
                const { paged, page, perPage } = request.query;
                if (paged && !search) {
                    // The hot path of the list screen: the total rides along each row as a scalar subquery, so a
                    // page costs one round trip.
                    const pageRows = await rows
                        .select(countedTotal(app.db, status).as('total'))
                        .limit(perPage)
                        .offset((page - 1) * perPage)
                        .execute();
                    const total = pageRows[0]
                        ? Number(pageRows[0].total)
                        : await customerTotal(app.db, filtered, status, search);
                    return { customers: pageRows.map(toCustomerSummary), total };
                }
                const list = await readList(request.query, rows, () =>
                    customerTotal(app.db, filtered, status, search)
                );
                return { customers: list.rows.map(toCustomerSummary), total: list.total };
            })
    );

    app.get(
        '/customers/:id',
        {
            schema: {
                params: idParam,
                response: { 200: z.strictObject({ customer: customerAnswer }) },
            },
        },
        request =>
            app.sharedRead(request, async () => {
                const customer = await findCustomerDetail(app.db, request.params.id);
                if (!customer) throw notFound();
                return { customer };
            })
    );

    app.get(
        '/customer/:id',
        {
            schema: {
                params: idParam,
                response: { 200: z.strictObject({ customer: customerProfileAnswer }) },
            },
        },
        request =>
            app.sharedRead(request, async () => {
                const row = await app.db
                    .selectFrom('customers')
                    .selectAll()
                    .where('id', '=', request.params.id)
                    .executeTakeFirst();
                if (!row) throw notFound();
                return { customer: toCustomerProfile(row) };
            })
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
        request =>
            app.sharedRead(request, async () => {
                const { id } = request.params;
                const { sort, order, status, search } = request.query;
                let filtered = selectCustomerVouchers(app.db, id);
                if (status) filtered = filtered.where(customerVoucherStatus, '=', status);
                if (search)
                    filtered = filtered.where(eb =>
                        eb(eb.fn('lower', ['vouchers.name']), 'like', containsPattern(search))
                    );
                const rows = filtered
                    .orderBy(voucherSort[sort ?? 'id'], order)
                    .orderBy('customerVouchers.id', order);
                const list = await readList(request.query, rows, () => countRows(filtered));
                // Rows prove the customer exists; only an empty answer costs the extra look-up for a 404.
                if (list.rows.length === 0) {
                    const customer = await app.db
                        .selectFrom('customers')
                        .select('id')
                        .where('id', '=', id)
                        .executeTakeFirst();
                    if (!customer) throw notFound();
                }
                return { vouchers: list.rows.map(toCustomerVoucher), total: list.total };
            })
    );
}
