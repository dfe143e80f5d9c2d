import { z } from 'zod';
import { ADVERTISEMENT_FORM_FIELDS, type AdvertisementStatus } from '../../contract/index.ts';
import {
    advertisementStatus,
    readAdvertisementForm,
    selectAdvertisements,
    toAdvertisement,
} from '../domain/advertisements.ts';
import { advertisementAnswer, total } from '../domain/answers.ts';
import { HttpError, invalidInput } from '../lib/httpError.ts';
import { readMultipartForm } from '../lib/multipartForm.ts';
import { containsPattern, countRows, idParam, listQuery, readList } from '../lib/paging.ts';
import type { App } from '../lib/zodProvider.ts';

const sortColumns = {
    id: 'advertisements.id',
    title: 'advertisements.title',
    startDateTime: 'advertisements.startDateTime',
    endDateTime: 'advertisements.endDateTime',
} as const;
const query = listQuery(['id', 'title', 'startDateTime', 'endDateTime', 'status']);
const listAnswer = z.strictObject({ advertisements: z.array(advertisementAnswer), total });
const oneAnswer = z.strictObject({ advertisement: advertisementAnswer });
const notFound = () => new HttpError(404, 'Advertisement not found');

async function findAdvertisement(app: App, id: number) {
    return selectAdvertisements(app.db).where('advertisements.id', '=', id).executeTakeFirst();
}

export default async function advertisementRoutes(app: App) {
    app.get(
        '/advertisement',
        { schema: { querystring: query, response: { 200: listAnswer } } },
        request =>
            app.sharedRead(request, async () => {
                const { sort, order, status, search } = request.query;
                let filtered = selectAdvertisements(app.db);
                if (status)
                    filtered = filtered.where(
                        advertisementStatus,
                        '=',
                        status as AdvertisementStatus
                    );
                if (search) {
                    filtered = filtered.where(eb =>
                        eb(
                            eb.fn('lower', ['advertisements.title']),
                            'like',
                            containsPattern(search)
                        )
                    );
                }
                let rows = filtered.orderBy(
                    sort === 'status' ? advertisementStatus : sortColumns[sort ?? 'id'],
                    order
                );
                if (sort && sort !== 'id') rows = rows.orderBy('advertisements.id', order);
                const list = await readList(request.query, rows, () => countRows(filtered));
                return { advertisements: list.rows.map(toAdvertisement), total: list.total };
            })
    );

    app.get(
        '/advertisement/:id',
        { schema: { params: idParam, response: { 200: oneAnswer } } },
        request =>
            app.sharedRead(request, async () => {
                const row = await findAdvertisement(app, request.params.id);
                if (!row) throw notFound();
                return { advertisement: toAdvertisement(row) };
            })
    );

    app.post(
        '/advertisement',
        { schema: { response: { 201: oneAnswer } } },
        async (request, reply) => {
            const { fields, file } = await readMultipartForm(request, ADVERTISEMENT_FORM_FIELDS);
            const values = readAdvertisementForm(fields);
            if (!file) {
                throw invalidInput({ file: 'Please upload an advertisement image' });
            }
            const created = await app.uploads.writeWithImage(file, null, imageName =>
                app.db
                    .insertInto('advertisements')
                    .values({ ...values, imageName })
                    .returning('id')
                    .executeTakeFirstOrThrow()
            );
            const row = created && (await findAdvertisement(app, created.id));
            if (!row) throw notFound();
            return reply.status(201).send({ advertisement: toAdvertisement(row) });
        }
    );

    // The contract sends the id in the multipart body rather than in the path.
    app.patch('/advertisement', { schema: { response: { 200: oneAnswer } } }, async request => {
        const { fields, file } = await readMultipartForm(request, [
            ...ADVERTISEMENT_FORM_FIELDS,
            'id',
        ]);
        const id = idParam.shape.id.safeParse(fields.id ?? '');
        if (!id.success) {
            throw invalidInput({
                id: fields.id === undefined ? 'id is required' : 'id must be a numeric id',
            });
        }
        const current = await findAdvertisement(app, id.data);
        if (!current) throw notFound();
        const { id: _, ...formFields } = fields;
        const values = readAdvertisementForm(formFields, toAdvertisement(current));
        const updated = await app.uploads.writeWithImage(file, current.imageName, imageName =>
            app.db
                .updateTable('advertisements')
                .set({ ...values, imageName })
                .where('id', '=', current.id)
                .returning('id')
                .executeTakeFirst()
        );
        if (!updated) throw notFound();
        const row = await findAdvertisement(app, current.id);
        if (!row) throw notFound();
        return { advertisement: toAdvertisement(row) };
    });
}
