import { z } from 'zod';
import { personalProfileFields } from '../../../contract/customer.ts';
import {
    assignableVoucherListSchema,
    customerProfileSchema,
    customerUpdateSchema,
} from '../../../contract/index.ts';
import { whole } from '../../audit/index.ts';
import { HttpError } from '../../lib/httpError.ts';
import { idParam } from '../../lib/paging.ts';
import type { App } from '../../lib/zodProvider.ts';
import { codeOf } from '../../plugins/errorCodes.ts';
import { actorOf } from '../../plugins/permissions.ts';
import { toVoucher } from '../../vouchers/index.ts';
import { toCustomerProfile } from '../answer.ts';
import { assignRefusal } from '../vouchers/rules.ts';
import { maskProfile, personalDataRefusal, seesPersonalData } from './personalData.ts';
import { profileChanges } from './rules.ts';

const notFound = () => new HttpError(404, 'Customer not found');
const write = { access: 'customers:write' } as const;
const assignableQuery = z
    .strictObject({
        page: whole(1_000_000).default(1),
        perPage: whole(1000).default(25),
        q: z.string().max(100).optional(),
    })
    .default({ page: 1, perPage: 25 });

/** Extension `customer-writes`: editing and anonymising customers, the assign dialog's picker. */
export default async function customerWriteRoutes(app: App) {
    const writes = app.customerWritesRepository;

    app.patch(
        '/customer/:id',
        {
            config: write,
            schema: {
                params: idParam,
                body: customerUpdateSchema,
                response: { 200: z.strictObject({ customer: customerProfileSchema }) },
            },
        },
        async request => {
            const sees = seesPersonalData(request);
            // Without `customers:personal` an edit may change the status alone (and the country).
            if (!sees && personalProfileFields.some(field => request.body[field] !== undefined)) {
                throw new HttpError(403, personalDataRefusal);
            }
            const changes = profileChanges(request.body);
            const row = await writes.update(request.params.id, changes, actorOf(request));
            if (!row) throw notFound();
            const customer = toCustomerProfile(row);
            return { customer: sees ? customer : maskProfile(customer) };
        }
    );

    app.delete(
        '/customer/:id',
        { config: write, schema: { params: idParam } },
        async (request, reply) => {
            if (!(await writes.anonymise(request.params.id, actorOf(request)))) throw notFound();
            // This instance's search index lets go of their text now; the others do on their next search.
            await app.customerSearchIndex?.catchUp();
            return reply.status(204).send();
        }
    );

    app.get(
        '/customers/:id/assignable-vouchers',
        {
            config: { access: 'read' },
            schema: {
                params: idParam,
                querystring: assignableQuery,
                response: { 200: assignableVoucherListSchema },
            },
        },
        request =>
            app.sharedRead(request, async () => {
                const customer = await app.customersRepository.findProfile(request.params.id);
                if (!customer) throw notFound();
                const { page, perPage, q } = request.query;
                const search = q?.trim() || undefined;
                const list = await app.customerVouchersRepository.listAssignable(customer.id, {
                    page,
                    perPage,
                    search,
                });
                const now = new Date();
                const vouchers = list.rows.map(row => {
                    const held = Number(row.held ?? 0);
                    const reason = assignRefusal(
                        row,
                        held,
                        customer.status,
                        request.staff?.role,
                        now
                    );
                    const code = reason === null ? undefined : codeOf(reason);
                    return {
                        voucher: toVoucher(row),
                        issuedCount: row.issuedCount,
                        copiesLeft:
                            row.usageLimit === null
                                ? null
                                : Math.max(row.usageLimit - row.issuedCount, 0),
                        held,
                        assignable: reason === null,
                        reason,
                        reasonCode: reason === null ? null : (code?.code ?? null),
                        reasonParams: code?.params ?? {},
                    };
                });
                return { vouchers, total: list.total };
            })
    );
}
