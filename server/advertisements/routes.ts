import { z } from 'zod';
import {
    ADVERTISEMENT_FORM_FIELDS,
    advertisementSchema,
    advertisementStatuses,
    listTotal,
} from '../../contract/index.ts';
import { checkImage } from '../images/index.ts';
import { HttpError, invalidInput } from '../lib/httpError.ts';
import { readMultipartForm } from '../lib/multipartForm.ts';
import { idParam, listQuery } from '../lib/paging.ts';
import type { App } from '../lib/zodProvider.ts';
import { actorOf } from '../plugins/permissions.ts';
import { toAdvertisement } from './answer.ts';
import { readAdvertisementForm } from './form.ts';
import { advertisementSortFields } from './repository.ts';

const query = listQuery(advertisementSortFields, advertisementStatuses);
const listAnswer = z.strictObject({
    advertisements: z.array(advertisementSchema),
    total: listTotal,
});
const oneAnswer = z.strictObject({ advertisement: advertisementSchema });
const notFound = () => new HttpError(404, 'Advertisement not found');

/** The contract sends the id of an update in the multipart body rather than in the path. */
function readId(fields: Record<string, string>): number {
    const id = idParam.shape.id.safeParse(fields.id ?? '');
    if (!id.success) {
        throw invalidInput({
            id: fields.id === undefined ? 'id is required' : 'id must be a numeric id',
        });
    }
    return id.data;
}

export default async function advertisementRoutes(
    app: App,
    options: { deeplinkHosts: readonly string[] }
) {
    const advertisements = app.advertisementsRepository;

    app.get(
        '/advertisement',
        {
            config: { access: 'read' },
            schema: { querystring: query, response: { 200: listAnswer } },
        },
        request =>
            app.sharedRead(request, async () => {
                const list = await advertisements.list(request.query);
                return { advertisements: list.rows.map(toAdvertisement), total: list.total };
            })
    );

    app.get(
        '/advertisement/:id',
        { config: { access: 'read' }, schema: { params: idParam, response: { 200: oneAnswer } } },
        request =>
            app.sharedRead(request, async () => {
                const row = await advertisements.find(request.params.id);
                if (!row) throw notFound();
                return { advertisement: toAdvertisement(row) };
            })
    );

    app.post(
        '/advertisement',
        {
            config: { access: 'advertisements:write', idempotent: true },
            schema: { response: { 201: oneAnswer } },
        },
        async (request, reply) => {
            const { fields, file } = await readMultipartForm(request, ADVERTISEMENT_FORM_FIELDS);
            const values = readAdvertisementForm(fields, options.deeplinkHosts);
            if (!file) {
                throw invalidInput({ file: 'Please upload an advertisement image' });
            }
            const advertisement = await advertisements.create(
                values,
                await checkImage(file),
                actorOf(request)
            );
            return reply.status(201).send({ advertisement });
        }
    );

    app.patch(
        '/advertisement',
        { config: { access: 'advertisements:write' }, schema: { response: { 200: oneAnswer } } },
        async request => {
            const { fields, file } = await readMultipartForm(request, [
                ...ADVERTISEMENT_FORM_FIELDS,
                'id',
            ]);
            const current = await advertisements.find(readId(fields));
            const { id: _, ...formFields } = fields;
            if (!current) throw notFound();
            const values = readAdvertisementForm(
                formFields,
                options.deeplinkHosts,
                toAdvertisement(current)
            );
            const image = file && (await checkImage(file));
            const advertisement = await advertisements.update(
                current.id,
                values,
                image,
                actorOf(request)
            );
            if (!advertisement) throw notFound();
            return { advertisement };
        }
    );

    // Extension 'advertisement-delete': the spec's phone menu shows 'Delete item' with nothing behind it (§2).
    app.delete(
        '/advertisement/:id',
        { config: { access: 'advertisements:write' }, schema: { params: idParam } },
        async (request, reply) => {
            const removed = await advertisements.remove(request.params.id, actorOf(request));
            if (!removed) throw notFound();
            return reply.status(204).send();
        }
    );
}
