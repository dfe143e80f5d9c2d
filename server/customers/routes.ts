import { z } from 'zod';
import {
    customerProfileSchema,
    customerSchema,
    customerStatuses,
    customerSummarySchema,
    customerVoucherSchema,
    listTotal,
    listTotalCapped,
} from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { idParam, listQuery } from '../lib/paging.ts';
import type { App } from '../lib/zodProvider.ts';
import { toCustomer, toCustomerProfile, toCustomerSummary, toCustomerVoucher } from './answer.ts';
import { maskProfile, maskSummary, seesPersonalData } from './profile/personalData.ts';
import { customerSortFields } from './repository/listRules.ts';
import { customerVoucherSortFields, customerVoucherStatuses } from './vouchers/repository/list.ts';

const query = listQuery(customerSortFields, customerStatuses);
const voucherQuery = listQuery(customerVoucherSortFields, customerVoucherStatuses);
const listAnswer = z.strictObject({
    customers: z.array(customerSummarySchema),
    total: listTotal,
    totalCapped: listTotalCapped,
});
const vouchersAnswer = z.strictObject({
    vouchers: z.array(customerVoucherSchema),
    total: listTotal,
});
const notFound = () => new HttpError(404, 'Customer not found');
const read = { access: 'read' } as const;

export default async function customerRoutes(app: App) {
    const customers = app.customersRepository;

    app.get(
        '/customers',
        { config: read, schema: { querystring: query, response: { 200: listAnswer } } },
        request =>
            app.sharedRead(request, async () => {
                const list = await customers.list(request.query);
                const rows = list.rows.map(toCustomerSummary);
                const shown = seesPersonalData(request) ? rows : rows.map(maskSummary);
                return list.totalCapped
                    ? { customers: shown, total: list.total, totalCapped: true as const }
                    : { customers: shown, total: list.total };
            })
    );

    app.get(
        '/customers/:id',
        {
            config: read,
            schema: {
                params: idParam,
                response: { 200: z.strictObject({ customer: customerSchema }) },
            },
        },
        request =>
            app.sharedRead(request, async () => {
                const row = await customers.findDetail(request.params.id);
                if (!row) throw notFound();
                const customer = toCustomer(row);
                return { customer: seesPersonalData(request) ? customer : maskSummary(customer) };
            })
    );

    app.get(
        '/customer/:id',
        {
            config: read,
            schema: {
                params: idParam,
                response: { 200: z.strictObject({ customer: customerProfileSchema }) },
            },
        },
        request =>
            app.sharedRead(request, async () => {
                const row = await customers.findProfile(request.params.id);
                if (!row) throw notFound();
                const customer = toCustomerProfile(row);
                return { customer: seesPersonalData(request) ? customer : maskProfile(customer) };
            })
    );

    app.get(
        '/customers/:id/vouchers',
        {
            config: read,
            schema: {
                params: idParam,
                querystring: voucherQuery,
                response: { 200: vouchersAnswer },
            },
        },
        request =>
            app.sharedRead(request, async () => {
                const { id } = request.params;
                const list = await customers.listVouchers(id, request.query);
                // Rows prove the customer exists; only an empty answer costs the extra look-up for a 404.
                if (list.rows.length === 0 && !(await customers.exists(id))) throw notFound();
                return { vouchers: list.rows.map(toCustomerVoucher), total: list.total };
            })
    );
}
