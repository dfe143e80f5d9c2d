import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { request } from './api/http';
import { listOnClient } from './api/listOnClient';
import { listQuery } from './api/listQuery';
import { toMultipart } from './api/multipart';
import { resourceNamed } from './resources';
import {
    type CustomerVoucherDataProvider,
    customerVoucherCalls,
} from './resources/customers/vouchers/customerVoucherCalls';

// Resources onto the rows of spec §7, as each resource declares them (`api` in src/resources/<name>/index.ts).
// Each answer is read at its documented path, tolerating the other envelope (`body.data.X` or `body.X`),
// since the spec's readings disagree between rows.

const routesOf = (resource: string) => {
    const routes = resourceNamed(resource)?.api;
    if (!routes) throw new Error(`Unknown resource "${resource}"`);
    return routes;
};

const need = <T>(route: T | undefined, resource: string, action: string): T => {
    if (!route) throw new Error(`The API has no ${action} call for "${resource}"`);
    return route;
};

const read = (body: unknown, key: string): unknown => {
    const answer = body as Record<string, unknown> | null;
    const data = answer?.data as Record<string, unknown> | undefined;
    return data?.[key] ?? answer?.[key];
};

/** The entity of a write's answer, when the server sent one (spec §7: the answer is not used). */
const written = (body: unknown, key: string | undefined) => {
    const entity = key ? read(body, key) : undefined;
    return entity && typeof entity === 'object' ? (entity as RaRecord) : {};
};

/** Sends the paging parameters; a server that pages answers `total`, the provider's API ignores them. */
const fetchList = async (
    path: string,
    key: string,
    params: GetListParams,
    filters: readonly string[] = []
) => {
    const body = await request(path, {
        query: listQuery(params, filters),
        signal: params.signal,
    });
    const records = (read(body, key) ?? []) as RaRecord[];
    const total = read(body, 'total');
    // The records are the entity types of contract/; react-admin's signatures are generic in them.
    if (typeof total === 'number') {
        // A search counted only so far (contract/common.ts listTotalCapped): the pager says '100+'.
        const capped = read(body, 'totalCapped') === true;
        return { data: records as never[], total, ...(capped && { meta: { totalCapped: true } }) };
    }
    const { data, total: count } = listOnClient(records, params);
    return { data: data as never[], total: count };
};

/** A JSON body of the listed fields that are present; an emptied text field is sent as null (cleared). */
const toJson = (data: Record<string, unknown>, fields: readonly string[]) =>
    Object.fromEntries(
        fields
            .filter(field => data[field] !== undefined)
            .map(field => [field, data[field] === '' ? null : data[field]])
    );

const getOne = async (resource: string, id: Identifier) => {
    const one = need(routesOf(resource).one, resource, 'read');
    return read(await request(one.path(id)), one.key) as RaRecord;
};

const updateForm = (
    params: { id: Identifier; data: Record<string, unknown> },
    update: { fields: readonly string[]; idInBody?: boolean }
) => {
    const form = toMultipart(params.data, update.fields);
    if (update.idInBody) form.append('id', String(params.id));
    return form;
};

export const dataProvider: CustomerVoucherDataProvider = {
    // react-admin then passes each read the signal of its query, aborted when the query is replaced or left.
    supportAbortSignal: true,
    getList: async (resource, params) => {
        const list = need(routesOf(resource).list, resource, 'list');
        return fetchList(list.path, list.key, params, list.filters);
    },
    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id)) as never }),
    getMany: async (resource, params) => ({
        data: (await Promise.all(params.ids.map(id => getOne(resource, id)))) as never[],
    }),
    getManyReference: async (resource, params) => {
        const reference = routesOf(resource).references?.[params.target];
        if (!reference) {
            throw new Error(
                `The API has no reference call for "${resource}" by "${params.target}"`
            );
        }
        return fetchList(reference.path(params.id), reference.key, params);
    },
    create: async (resource, params) => {
        const create = need(routesOf(resource).create, resource, 'create');
        const body = await request(create.path, {
            method: 'POST',
            body: create.json
                ? toJson(params.data, create.fields)
                : toMultipart(params.data, create.fields),
        });
        const entity = written(body, routesOf(resource).one?.key);
        return { data: { ...params.data, id: '', ...entity } as never };
    },
    update: async (resource, params) => {
        const update = need(routesOf(resource).update, resource, 'update');
        const body = await request(update.path(params.id), {
            method: 'PATCH',
            body: update.json ? toJson(params.data, update.fields) : updateForm(params, update),
        });
        const entity = written(body, routesOf(resource).one?.key);
        return {
            data: { ...params.previousData, ...params.data, ...entity, id: params.id } as never,
        };
    },
    delete: async (resource, params) => {
        const remove = need(routesOf(resource).delete, resource, 'delete');
        await request(remove(params.id), { method: 'DELETE' });
        return { data: (params.previousData ?? { id: params.id }) as never };
    },
    deleteMany: async (resource, params) => {
        const remove = need(routesOf(resource).delete, resource, 'delete');
        await Promise.all(params.ids.map(id => request(remove(id), { method: 'DELETE' })));
        return { data: params.ids };
    },
    updateMany: async resource => {
        throw new Error(`The API has no bulk update call for "${resource}"`);
    },
    ...customerVoucherCalls,
};
