import type { JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../src/api/http';
import { dataProvider } from '../../../src/dataProvider';
import { HttpResponse, http, server, setUpApi } from '../api';

setUpApi();
afterEach(() => vi.restoreAllMocks());

/** Answers `answer` on `method path` and records each request (cloned, so its body can be read). */
const record = (
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    answer: unknown = {}
) => {
    const seen: Request[] = [];
    server.use(
        http[method](path, ({ request }) => {
            seen.push(request.clone());
            return HttpResponse.json(answer as JsonBodyType);
        })
    );
    return seen;
};

const fieldsOf = async (request: Request) => {
    const form = await request.formData();
    return Object.fromEntries(
        [...form.entries()].map(([key, value]) => [
            key,
            typeof value === 'string' ? value : `file:${value.name}`,
        ])
    );
};

/**
 * Multipart bodies with a file cannot cross vitest's jsdom-to-Node FormData bridge into msw (the stream
 * closes early), so those calls are captured at fetch and answered here; the body is the FormData sent.
 */
const captureFetch = (answer: unknown = {}) => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return HttpResponse.json(answer as JsonBodyType);
    });
    return calls;
};

const formFields = (body: unknown) =>
    Object.fromEntries(
        [...(body as FormData).entries()].map(([key, value]) => [
            key,
            typeof value === 'string' ? value : `file:${value.name}`,
        ])
    );

const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });

describe('spec §7 rows: reads', () => {
    it.each([
        ['vouchers', '/v1/i/vouchers', { data: { vouchers: [{ id: 'v1' }] } }],
        ['advertisements', '/v1/i/advertisement', { advertisements: [{ id: 'v1' }] }],
        ['customers', '/v1/i/customers', { customers: [{ id: 'v1' }] }],
    ])(
        'getList %s: GET %s with the Bearer token, reading its array',
        async (resource, path, answer) => {
            setToken('token-1');
            const seen = record('get', path, answer);
            const result = await dataProvider.getList(resource, {});
            expect(result).toEqual({ data: [{ id: 'v1' }], total: 1 });
            expect(seen).toHaveLength(1);
            expect(seen[0].headers.get('Authorization')).toBe('Bearer token-1');
        }
    );

    it.each([
        ['vouchers', '/v1/i/vouchers/v7', { voucher: { id: 'v7', name: 'Raya' } }],
        ['advertisements', '/v1/i/advertisement/v7', { advertisement: { id: 'v7', name: 'Raya' } }],
        ['customers', '/v1/i/customers/v7', { customer: { id: 'v7', name: 'Raya' } }],
        ['customerProfiles', '/v1/i/customer/v7', { customer: { id: 'v7', name: 'Raya' } }],
    ])('getOne %s: GET %s, reading the record', async (resource, path, answer) => {
        const seen = record('get', path, answer);
        expect(await dataProvider.getOne(resource, { id: 'v7' })).toEqual({
            data: { id: 'v7', name: 'Raya' },
        });
        expect(seen).toHaveLength(1);
    });

    it('tolerates the other envelope on every read (body.data.X and body.X)', async () => {
        record('get', '/v1/i/vouchers', { vouchers: [{ id: 'a' }] });
        record('get', '/v1/i/customers/c1', { data: { customer: { id: 'c1' } } });
        expect((await dataProvider.getList('vouchers', {})).data).toEqual([{ id: 'a' }]);
        expect((await dataProvider.getOne('customers', { id: 'c1' })).data).toEqual({ id: 'c1' });
    });

    it('getMany reads each record by id', async () => {
        record('get', '/v1/i/vouchers/a', { voucher: { id: 'a' } });
        record('get', '/v1/i/vouchers/b', { voucher: { id: 'b' } });
        expect((await dataProvider.getMany('vouchers', { ids: ['a', 'b'] })).data).toEqual([
            { id: 'a' },
            { id: 'b' },
        ]);
    });

    it('getManyReference customerVouchers: GET /v1/i/customers/:id/vouchers, reading data.vouchers', async () => {
        const seen = record('get', '/v1/i/customers/c1/vouchers', {
            vouchers: [{ id: 'cv1' }, { id: 'cv2' }],
        });
        const result = await dataProvider.getManyReference('customerVouchers', {
            target: 'customerId',
            id: 'c1',
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'id', order: 'DESC' },
            filter: {},
        });
        expect(result).toEqual({ data: [{ id: 'cv2' }, { id: 'cv1' }], total: 2 });
        expect(seen).toHaveLength(1);
    });
});

describe('spec §7 rows: writes', () => {
    const voucher = {
        name: 'Raya 10%',
        code: 'POS-1',
        description: 'Festive',
        type: 'PERCENTAGE',
        discountValue: 10,
        isPublic: true,
        canBeWhitelisted: false,
        pointsRequired: 0,
        validityType: 'DATE_RANGE',
        validityStartDate: '2026-12-01T00:00:00.000Z',
        validityEndDate: null,
        validityDuration: undefined,
        usageLimit: 100,
        termsAndConditions: 'One per visit',
        status: 'active',
        imageURL: '/uploads/old.png',
        file: { rawFile: png(), src: 'blob:x' },
    };
    const voucherFields = {
        name: 'Raya 10%',
        code: 'POS-1',
        description: 'Festive',
        type: 'PERCENTAGE',
        discountValue: '10',
        isPublic: 'true',
        canBeWhitelisted: 'false',
        pointsRequired: '0',
        validityType: 'DATE_RANGE',
        validityStartDate: '2026-12-01T00:00:00.000Z',
        usageLimit: '100',
        termsAndConditions: 'One per visit',
        file: 'file:banner.png',
    };

    it('create vouchers: POST /v1/i/vouchers multipart with exactly the §7 fields present and the file', async () => {
        const calls = captureFetch({ voucher: { id: 'v9' } });
        const { data } = await dataProvider.create('vouchers', { data: voucher });
        expect(calls).toHaveLength(1);
        expect(calls[0].url).toBe('http://localhost:3000/v1/i/vouchers');
        expect(calls[0].init.method).toBe('POST');
        expect(calls[0].init.credentials).toBe('include');
        // No hand-set Content-Type: the browser writes multipart/form-data with its boundary.
        expect(new Headers(calls[0].init.headers).has('Content-Type')).toBe(false);
        expect(calls[0].init.body).toBeInstanceOf(FormData);
        expect(formFields(calls[0].init.body)).toEqual(voucherFields);
        expect(data.id).toBe('v9');
    });

    it('update vouchers: PATCH /v1/i/vouchers/:id with the same multipart, and no file part without a new image', async () => {
        const seen = record('patch', '/v1/i/vouchers/v9');
        const { data } = await dataProvider.update('vouchers', {
            id: 'v9',
            data: { ...voucher, file: { src: '/uploads/old.png' } },
            previousData: { id: 'v9' },
        });
        const { file: _file, ...withoutFile } = voucherFields;
        expect(seen[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
        expect(await fieldsOf(seen[0])).toEqual(withoutFile);
        expect(data).toMatchObject({ id: 'v9', name: 'Raya 10%' });
    });

    it('delete vouchers: DELETE /v1/i/vouchers/:id', async () => {
        const seen = record('delete', '/v1/i/vouchers/v9');
        const { data } = await dataProvider.delete('vouchers', {
            id: 'v9',
            previousData: { id: 'v9', name: 'x' },
        });
        expect(seen).toHaveLength(1);
        expect(data).toEqual({ id: 'v9', name: 'x' });
    });

    const advertisement = {
        title: 'Raya sale',
        description: 'Up to 50%',
        deeplink: 'promo:raya',
        startDateTime: '2026-12-01T09:00:00.000Z',
        endDateTime: undefined,
        isActive: false,
        status: 'in draft',
        file: { rawFile: png() },
    };

    it('create advertisements: POST /v1/i/advertisement multipart', async () => {
        const calls = captureFetch();
        await dataProvider.create('advertisements', { data: advertisement });
        expect(calls[0].url).toBe('http://localhost:3000/v1/i/advertisement');
        expect(calls[0].init.method).toBe('POST');
        expect(formFields(calls[0].init.body)).toEqual({
            title: 'Raya sale',
            startDateTime: '2026-12-01T09:00:00.000Z',
            isActive: 'false',
            description: 'Up to 50%',
            deeplink: 'promo:raya',
            file: 'file:banner.png',
        });
    });

    it('update advertisements: PATCH /v1/i/advertisement with the id in the body', async () => {
        const seen = record('patch', '/v1/i/advertisement');
        await dataProvider.update('advertisements', {
            id: 'ad3',
            data: { ...advertisement, endDateTime: '2026-12-31T09:00:00.000Z', file: undefined },
            previousData: { id: 'ad3' },
        });
        expect(await fieldsOf(seen[0])).toEqual({
            title: 'Raya sale',
            startDateTime: '2026-12-01T09:00:00.000Z',
            endDateTime: '2026-12-31T09:00:00.000Z',
            isActive: 'false',
            description: 'Up to 50%',
            deeplink: 'promo:raya',
            id: 'ad3',
        });
    });

    it('assignVoucher: POST /v1/i/vouchers/:voucherId/users/assign with JSON {users}', async () => {
        const seen = record('post', '/v1/i/vouchers/v1/users/assign', { assigned: 2 });
        const result = await dataProvider.assignVoucher('v1', ['c1', 'c2']);
        expect(seen[0].headers.get('Content-Type')).toBe('application/json');
        expect(await seen[0].json()).toEqual({ users: ['c1', 'c2'] });
        expect(result).toEqual({ data: { assigned: 2 } });
    });

    it('removeCustomerVoucher: DELETE /v1/i/vouchers/redeemed/:customerVoucherId/users/:customerId', async () => {
        const seen = record('delete', '/v1/i/vouchers/redeemed/cv1/users/c1');
        await dataProvider.removeCustomerVoucher('cv1', 'c1');
        expect(seen).toHaveLength(1);
    });

    it('rejects the calls the API does not have', async () => {
        // The audit trail is read-only: no write reaches the API.
        await expect(dataProvider.delete('activity', { id: 'a' })).rejects.toThrow(
            /no delete call/
        );
        await expect(dataProvider.create('customers', { data: {} })).rejects.toThrow(
            /no create call/
        );
    });
});

describe('getList: client-side against a plain array, pass-through against a paged answer', () => {
    const customers = [
        { id: '1', name: 'Aisyah', status: 'active', rewardPoints: 30 },
        { id: '2', name: 'Boon', status: 'Inactive', rewardPoints: 10 },
        { id: '3', name: 'Chandra', status: 'ACTIVE', rewardPoints: 20 },
        { id: '4', name: 'Dewi', status: 'active', rewardPoints: 40 },
    ];

    it('filters by status case-insensitively, searches, sorts and pages on the client', async () => {
        record('get', '/v1/i/customers', { customers });
        const active = await dataProvider.getList('customers', {
            filter: { status: 'Active' },
            sort: { field: 'rewardPoints', order: 'ASC' },
            pagination: { page: 1, perPage: 2 },
        });
        expect(active).toEqual({ data: [customers[2], customers[0]], total: 3 });
        const page2 = await dataProvider.getList('customers', {
            filter: { status: 'active' },
            sort: { field: 'rewardPoints', order: 'ASC' },
            pagination: { page: 2, perPage: 2 },
        });
        expect(page2.data).toEqual([customers[3]]);
        const all = await dataProvider.getList('customers', { filter: { status: '' } });
        expect(all.total).toBe(4);
        const searched = await dataProvider.getList('customers', { filter: { q: 'boo' } });
        expect(searched.data).toEqual([customers[1]]);
    });

    it('passes page, perPage, sort, order, status and q to a server that answers a total, and trusts it', async () => {
        const seen = record('get', '/v1/i/customers', { customers: [customers[1]], total: 57 });
        const result = await dataProvider.getList('customers', {
            filter: { status: 'inactive', q: 'bo' },
            sort: { field: 'name', order: 'DESC' },
            pagination: { page: 3, perPage: 25 },
        });
        expect(result).toEqual({ data: [customers[1]], total: 57 });
        const query = Object.fromEntries(new URL(seen[0].url).searchParams);
        expect(query).toEqual({
            page: '3',
            perPage: '25',
            sort: 'name',
            order: 'DESC',
            status: 'inactive',
            q: 'bo',
        });
    });

    it('passes a capped search count on as meta.totalCapped, for the pager to say "100+"', async () => {
        record('get', '/v1/i/customers', {
            customers: [customers[1]],
            total: 100,
            totalCapped: true,
        });
        const result = await dataProvider.getList('customers', {
            filter: { q: 'ex' },
            pagination: { page: 1, perPage: 25 },
        });
        expect(result).toEqual({
            data: [customers[1]],
            total: 100,
            meta: { totalCapped: true },
        });
    });

    it('cancels a list read when react-admin aborts it (a search typed further)', async () => {
        expect(dataProvider.supportAbortSignal).toBe(true);
        record('get', '/v1/i/customers', { customers: [], total: 0 });
        const controller = new AbortController();
        const read = dataProvider.getList('customers', {
            filter: { q: 'tan' },
            pagination: { page: 1, perPage: 25 },
            signal: controller.signal,
        });
        controller.abort();
        await expect(read).rejects.toThrow(/abort/i);
    });
});
