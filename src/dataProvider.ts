import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { ADVERTISEMENT_FORM_FIELDS, VOUCHER_FORM_FIELDS } from '../contract/forms';
import { request } from './api/http';
import { listOnClient } from './api/listOnClient';
import { toMultipart } from './api/multipart';

// Resources onto the rows of spec §7. Each answer is read at its documented path, tolerating the other
// envelope (`body.data.X` or `body.X`), since the spec's readings disagree between rows.

interface ResourceRoutes {
    list?: { path: string; key: string };
    one?: { path: (id: Identifier) => string; key: string };
    create?: { path: string; fields: readonly string[] };
    update?: { path: (id: Identifier) => string; fields: readonly string[]; idInBody?: boolean };
    delete?: (id: Identifier) => string;
}

const ROUTES: Record<string, ResourceRoutes> = {
    vouchers: {
        list: { path: '/v1/i/vouchers', key: 'vouchers' },
        one: { path: id => `/v1/i/vouchers/${id}`, key: 'voucher' },
        create: { path: '/v1/i/vouchers', fields: VOUCHER_FORM_FIELDS },
        update: { path: id => `/v1/i/vouchers/${id}`, fields: VOUCHER_FORM_FIELDS },
        delete: id => `/v1/i/vouchers/${id}`,
    },
    advertisements: {
        list: { path: '/v1/i/advertisement', key: 'advertisements' },
        one: { path: id => `/v1/i/advertisement/${id}`, key: 'advertisement' },
        create: { path: '/v1/i/advertisement', fields: ADVERTISEMENT_FORM_FIELDS },
        update: {
            path: () => '/v1/i/advertisement',
            fields: ADVERTISEMENT_FORM_FIELDS,
            idInBody: true,
        },
    },
    customers: {
        list: { path: '/v1/i/customers', key: 'customers' },
        one: { path: id => `/v1/i/customers/${id}`, key: 'customer' },
    },
    customerProfiles: {
        one: { path: id => `/v1/i/customer/${id}`, key: 'customer' },
    },
};

const routesOf = (resource: string) => {
    const routes = ROUTES[resource];
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
const fetchList = async (path: string, key: string, params: GetListParams) => {
    const { status, q } = params.filter ?? {};
    const body = await request(path, {
        query: {
            page: params.pagination?.page,
            perPage: params.pagination?.perPage,
            sort: params.sort?.field,
            order: params.sort?.order,
            status,
            q,
        },
    });
    const records = (read(body, key) ?? []) as RaRecord[];
    const total = read(body, 'total');
    // The records are the entity types of src/types.ts; react-admin's signatures are generic in them.
    if (typeof total === 'number') return { data: records as never[], total };
    const { data, total: count } = listOnClient(records, params);
    return { data: data as never[], total: count };
};

const getOne = async (resource: string, id: Identifier) => {
    const one = need(routesOf(resource).one, resource, 'read');
    return read(await request(one.path(id)), one.key) as RaRecord;
};

export const dataProvider: AppDataProvider = {
    getList: async (resource, params) => {
        const list = need(routesOf(resource).list, resource, 'list');
        return fetchList(list.path, list.key, params);
    },
    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id)) as never }),
    getMany: async (resource, params) => ({
        data: (await Promise.all(params.ids.map(id => getOne(resource, id)))) as never[],
    }),
    getManyReference: async (resource, params) => {
        if (resource !== 'customerVouchers' || params.target !== 'customerId') {
            throw new Error(
                `The API has no reference call for "${resource}" by "${params.target}"`
            );
        }
        return fetchList(`/v1/i/customers/${params.id}/vouchers`, 'vouchers', params);
    },
    create: async (resource, params) => {
        const create = need(routesOf(resource).create, resource, 'create');
        const body = await request(create.path, {
            method: 'POST',
            body: toMultipart(params.data, create.fields),
        });
        const entity = written(body, routesOf(resource).one?.key);
        return { data: { ...params.data, id: '', ...entity } as never };
    },
    update: async (resource, params) => {
        const update = need(routesOf(resource).update, resource, 'update');
        const form = toMultipart(params.data, update.fields);
        if (update.idInBody) form.append('id', String(params.id));
        const body = await request(update.path(params.id), { method: 'PATCH', body: form });
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
    /** POST /v1/i/vouchers/:voucherId/users/assign with the customers to issue the voucher to. */
    assignVoucher: async (voucherId, customerIds) => ({
        data: await request(`/v1/i/vouchers/${voucherId}/users/assign`, {
            method: 'POST',
            body: { users: customerIds },
        }),
    }),
    /** DELETE /v1/i/vouchers/redeemed/:customerVoucherId/users/:customerId. */
    removeCustomerVoucher: async (customerVoucherId, customerId) => ({
        data: await request(`/v1/i/vouchers/redeemed/${customerVoucherId}/users/${customerId}`, {
            method: 'DELETE',
        }),
    }),
};

export type AppDataProvider = DataProvider & {
    assignVoucher: (voucherId: Identifier, customerIds: Identifier[]) => Promise<{ data: unknown }>;
    removeCustomerVoucher: (
        customerVoucherId: Identifier,
        customerId: Identifier
    ) => Promise<{ data: unknown }>;
};
