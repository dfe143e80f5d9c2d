import { z } from 'zod';
import {
    listTotal,
    VOUCHER_FORM_FIELDS,
    voucherSchema,
    voucherStatuses,
} from '../../contract/index.ts';
import { checkImage } from '../images/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { readMultipartForm } from '../lib/multipartForm.ts';
import { idParam, listQuery } from '../lib/paging.ts';
import type { App } from '../lib/zodProvider.ts';
import { actorOf } from '../plugins/permissions.ts';
import { toVoucher } from './answer.ts';
import { readVoucherForm } from './form.ts';
import { voucherSortFields } from './repository.ts';
import { checkMayChangePrivate, checkUsageLimit } from './rules.ts';

const query = listQuery(voucherSortFields, voucherStatuses);
const listAnswer = z.strictObject({
    data: z.strictObject({ vouchers: z.array(voucherSchema), total: listTotal }),
});
const oneAnswer = z.strictObject({ voucher: voucherSchema });
const notFound = () => new HttpError(404, 'Voucher not found');

export default async function voucherRoutes(app: App) {
    const vouchers = app.vouchersRepository;

    app.get(
        '/vouchers',
        {
            config: { access: 'read' },
            schema: { querystring: query, response: { 200: listAnswer } },
        },
        request =>
            app.sharedRead(request, async () => {
                const list = await vouchers.list(request.query);
                return { data: { vouchers: list.rows.map(toVoucher), total: list.total } };
            })
    );

    app.get(
        '/vouchers/:id',
        { config: { access: 'read' }, schema: { params: idParam, response: { 200: oneAnswer } } },
        request =>
            app.sharedRead(request, async () => {
                const row = await vouchers.find(request.params.id);
                if (!row) throw notFound();
                return { voucher: toVoucher(row) };
            })
    );

    app.post(
        '/vouchers',
        {
            config: { access: 'vouchers:write', idempotent: true },
            schema: { response: { 201: oneAnswer } },
        },
        async (request, reply) => {
            const { fields, file } = await readMultipartForm(request, VOUCHER_FORM_FIELDS);
            const values = readVoucherForm(fields);
            const image = file && (await checkImage(file));
            const voucher = await vouchers.create(values, image, actorOf(request));
            return reply.status(201).send({ voucher });
        }
    );

    app.patch(
        '/vouchers/:id',
        {
            config: { access: 'vouchers:write' },
            schema: { params: idParam, response: { 200: oneAnswer } },
        },
        async request => {
            const { fields, file } = await readMultipartForm(request, VOUCHER_FORM_FIELDS);
            const current = await vouchers.find(request.params.id);
            if (!current) throw notFound();
            const values = readVoucherForm(fields, toVoucher(current));
            checkMayChangePrivate(current, values, request.staff?.role);
            checkUsageLimit(values.usageLimit, current.issuedCount);
            const image = file && (await checkImage(file));
            const voucher = await vouchers.update(current.id, values, image, actorOf(request));
            if (!voucher) throw notFound();
            return { voucher };
        }
    );

    app.delete(
        '/vouchers/:id',
        { config: { access: 'vouchers:write' }, schema: { params: idParam } },
        async (request, reply) => {
            const current = await vouchers.find(request.params.id);
            if (!current) throw notFound();
            checkMayChangePrivate(current, 'delete', request.staff?.role);
            const removed = await vouchers.remove(current.id, actorOf(request));
            if (!removed) throw notFound();
            return reply.status(204).send();
        }
    );
}
