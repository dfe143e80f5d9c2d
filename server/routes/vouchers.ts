import { z } from 'zod';
import { VOUCHER_FORM_FIELDS, type VoucherStatus } from '../../contract/index.ts';
import { total, voucherAnswer } from '../domain/answers.ts';
import { readVoucherForm } from '../domain/voucherForm.ts';
import { findVoucher, selectVouchers, toVoucher, voucherStatus } from '../domain/vouchers.ts';
import { HttpError } from '../lib/httpError.ts';
import { readMultipartForm } from '../lib/multipartForm.ts';
import { containsPattern, countRows, idParam, listQuery, readList } from '../lib/paging.ts';
import type { App } from '../lib/zodProvider.ts';

// Every column of the list can be sorted on; status is the derived expression.
const sortColumns = {
    id: 'vouchers.id',
    name: 'vouchers.name',
    code: 'vouchers.code',
    type: 'vouchers.type',
    discountValue: 'vouchers.discountValue',
    isPublic: 'vouchers.isPublic',
    canBeWhitelisted: 'vouchers.canBeWhitelisted',
    pointsRequired: 'vouchers.pointsRequired',
    validityType: 'vouchers.validityType',
    validityStartDate: 'vouchers.validityStartDate',
    validityEndDate: 'vouchers.validityEndDate',
    usageLimit: 'vouchers.usageLimit',
    perCustomerLimit: 'vouchers.perCustomerLimit',
    minimumPurchaseAmount: 'vouchers.minimumPurchaseAmount',
} as const;
const query = listQuery([
    ...(Object.keys(sortColumns) as [keyof typeof sortColumns]),
    'status',
] as const);
const listAnswer = z.strictObject({
    data: z.strictObject({ vouchers: z.array(voucherAnswer), total }),
});
const oneAnswer = z.strictObject({ voucher: voucherAnswer });
const notFound = () => new HttpError(404, 'Voucher not found');

export default async function voucherRoutes(app: App) {
    app.get(
        '/vouchers',
        { schema: { querystring: query, response: { 200: listAnswer } } },
        request =>
            app.sharedRead(request, async () => {
                const { sort, order, status, search } = request.query;
                let filtered = selectVouchers(app.db);
                if (status) filtered = filtered.where(voucherStatus, '=', status as VoucherStatus);
                if (search)
                    filtered = filtered.where(eb =>
                        eb(eb.fn('lower', ['vouchers.name']), 'like', containsPattern(search))
                    );
                let rows = filtered.orderBy(
                    sort === 'status' ? voucherStatus : sortColumns[sort ?? 'id'],
                    order
                );
                if (sort && sort !== 'id') rows = rows.orderBy('vouchers.id', order);
                const list = await readList(request.query, rows, () => countRows(filtered));
                return { data: { vouchers: list.rows.map(toVoucher), total: list.total } };
            })
    );

    app.get(
        '/vouchers/:id',
        { schema: { params: idParam, response: { 200: oneAnswer } } },
        request =>
            app.sharedRead(request, async () => {
                const row = await findVoucher(app.db, request.params.id);
                if (!row) throw notFound();
                return { voucher: toVoucher(row) };
            })
    );

    app.post('/vouchers', { schema: { response: { 201: oneAnswer } } }, async (request, reply) => {
        const { fields, file } = await readMultipartForm(request, VOUCHER_FORM_FIELDS);
        const values = readVoucherForm(fields);
        const created = await app.uploads.writeWithImage(file, null, imageName =>
            app.db
                .insertInto('vouchers')
                .values({ ...values, imageName })
                .returning('id')
                .executeTakeFirstOrThrow()
        );
        const row = created && (await findVoucher(app.db, created.id));
        if (!row) throw notFound();
        return reply.status(201).send({ voucher: toVoucher(row) });
    });

    app.patch(
        '/vouchers/:id',
        { schema: { params: idParam, response: { 200: oneAnswer } } },
        async request => {
            const { fields, file } = await readMultipartForm(request, VOUCHER_FORM_FIELDS);
            const current = await findVoucher(app.db, request.params.id);
            if (!current) throw notFound();
            const values = readVoucherForm(fields, toVoucher(current));
            if (values.usageLimit != null && values.usageLimit < current.issuedCount) {
                const message = `The usage limit cannot be below the ${current.issuedCount} vouchers already issued`;
                throw new HttpError(409, message, { usageLimit: message });
            }
            const updated = await app.uploads.writeWithImage(file, current.imageName, imageName =>
                app.db
                    .updateTable('vouchers')
                    .set({ ...values, imageName })
                    .where('id', '=', current.id)
                    .returning('id')
                    .executeTakeFirst()
            );
            if (!updated) throw notFound();
            const row = await findVoucher(app.db, current.id);
            if (!row) throw notFound();
            return { voucher: toVoucher(row) };
        }
    );

    app.delete('/vouchers/:id', { schema: { params: idParam } }, async (request, reply) => {
        const deleted = await app.db
            .deleteFrom('vouchers')
            .where('id', '=', request.params.id)
            .returning('imageName')
            .executeTakeFirst();
        if (!deleted) throw notFound();
        await app.uploads.remove(deleted.imageName);
        return reply.status(204).send();
    });
}
