import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../contract/client/index.ts';
import {
    backends,
    createTestApp,
    formWith,
    multipart,
    type TestApp,
    validVoucher,
} from '../helpers.ts';

type VoucherForm = paths['/v1/i/vouchers']['post']['requestBody']['content']['multipart/form-data'];
type VoucherEdit =
    paths['/v1/i/vouchers/{id}']['patch']['requestBody']['content']['multipart/form-data'];
type VoucherQuery = NonNullable<paths['/v1/i/vouchers']['get']['parameters']['query']>;

describe.each(backends)('vouchers on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    const create = (fields: VoucherForm) =>
        test.api.POST('/v1/i/vouchers', { body: fields, bodySerializer: formWith() });
    const update = (id: string, fields: VoucherEdit) =>
        test.api.PATCH('/v1/i/vouchers/{id}', {
            params: { path: { id } },
            body: fields,
            bodySerializer: formWith(),
        });
    const get = (id: string) => test.api.GET('/v1/i/vouchers/{id}', { params: { path: { id } } });
    const list = (query: VoucherQuery = {}) =>
        test.api.GET('/v1/i/vouchers', { params: { query } });
    const remove = (id: string) =>
        test.api.DELETE('/v1/i/vouchers/{id}', { params: { path: { id } } });
    // Requests the document forbids (unknown fields or parameters, a JSON body) go by hand.
    const sendRaw = (options: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
        test.app.inject({ ...options, headers: test.auth });

    it('creates, reads, lists, updates and deletes a voucher in the contract envelopes', async () => {
        const created = await create({ ...validVoucher, description: 'Ten off', usageLimit: '5' });
        expect(created.response.status).toBe(201);
        const id = created.data?.voucher.id as string;
        expect(typeof id).toBe('string');

        const one = await get(id);
        expect(one.response.status).toBe(200);
        expect(one.data?.voucher).toMatchObject({
            name: 'Test voucher',
            code: 'POS-TEST',
            type: 'PERCENTAGE',
            discountValue: 10,
            isPublic: true,
            canBeWhitelisted: false,
            usageLimit: 5,
            status: 'active',
            imageURL: null,
        });

        const all = await list();
        expect(Object.keys(all.data ?? {})).toEqual(['data']);
        expect(all.data?.data.vouchers.map(voucher => voucher.id)).toContain(id);
        expect(all.data?.data).not.toHaveProperty('total');

        const updated = await update(id, { name: 'Renamed', discountValue: '12.5' });
        expect(updated.response.status).toBe(200);
        expect(updated.data?.voucher).toMatchObject({
            name: 'Renamed',
            discountValue: 12.5,
            code: 'POS-TEST',
            usageLimit: 5,
        });

        const cleared = await update(id, { usageLimit: '' });
        expect(cleared.data?.voucher.usageLimit).toBeNull();

        expect((await remove(id)).response.status).toBe(204);
        expect((await get(id)).response.status).toBe(404);
        expect((await remove(id)).response.status).toBe(404);
    });

    it('stores every type and validity with only the fields that apply', async () => {
        const product = await create({
            ...validVoucher,
            type: 'PRODUCT',
            discountValue: '5',
            discountItemName: 'Teh tarik',
            discountItemOriginalPrice: '4.50',
            validityType: 'DURATION',
            validityDuration: '3',
            validityUnit: 'days',
            validityStartDate: '2030-01-01T00:00:00.000Z',
        });
        expect(product.response.status).toBe(201);
        expect(product.data?.voucher).toMatchObject({
            type: 'PRODUCT',
            discountValue: null,
            discountItemOriginalPrice: 4.5,
            validityDuration: 3,
            validityUnit: 'days',
            validityStartDate: null,
        });
        const range = await create({
            ...validVoucher,
            type: 'FIXED',
            discountValue: '15.90',
            validityType: 'DATE_RANGE',
            validityStartDate: '2030-01-01T00:00:00.000Z',
            validityEndDate: '2030-02-01T00:00:00.000Z',
            minimumPurchaseAmount: '50',
        });
        expect(range.data?.voucher).toMatchObject({
            discountValue: 15.9,
            validityStartDate: '2030-01-01T00:00:00.000Z',
            validityEndDate: '2030-02-01T00:00:00.000Z',
            minimumPurchaseAmount: 50,
            status: 'inactive',
        });
    });

    it('derives the status from the dates and the usage limit', async () => {
        const expired = await create({
            ...validVoucher,
            validityType: 'DATE_RANGE',
            validityStartDate: '2020-01-01',
            validityEndDate: '2020-02-01',
        });
        expect(expired.data?.voucher.status).toBe('expired');
        const current = await create({
            ...validVoucher,
            validityType: 'DATE_RANGE',
            validityStartDate: '2020-01-01',
        });
        expect(current.data?.voucher.status).toBe('active');
    });

    it.each([
        [{ name: '' }, 'name', 'Please enter a voucher name'],
        [{ discountValue: '' }, 'discountValue', 'Please enter a discount value'],
        [{ validityType: 'DATE_RANGE' }, 'validityStartDate', 'Please select start date'],
        [
            { validityType: 'DURATION', validityDuration: '2' },
            'validityUnit',
            'Please enter duration and select unit',
        ],
        [
            { type: 'PRODUCT', discountItemName: 'Kopi' },
            'discountItemOriginalPrice',
            'Please enter the product name and original price',
        ],
        [{ code: '' }, 'code', 'Please enter the POS code'],
    ])('enforces the rule of spec §5 for %o', async (fields, field, message) => {
        const response = await create({ ...validVoucher, ...fields } as VoucherForm);
        expect(response.response.status).toBe(400);
        expect(response.error?.errors?.[field]).toBe(message);
        expect(response.error?.message).toBe(message);
    });

    it.each([
        ['isPublic', 'yes'],
        ['isPublic', '1'],
        ['canBeWhitelisted', 'TRUE'],
        ['discountValue', '10abc'],
        ['discountValue', '1e3'],
        ['discountValue', '-1'],
        ['discountValue', '101'],
        ['discountValue', '99999999999999'],
        ['pointsRequired', '1.5'],
        ['pointsRequired', '-3'],
        ['pointsRequired', '9999999999'],
        ['usageLimit', '0'],
        ['perCustomerLimit', 'null'],
        ['validityDuration', '0'],
        ['minimumPurchaseAmount', '0'],
        ['minimumPurchaseAmount', '1.234'],
        ['type', 'BOGUS'],
        ['validityUnit', 'weeks'],
        ['validityStartDate', 'tomorrow'],
        ['validityStartDate', '2030-13-45'],
    ])('rejects %s=%s naming the field', async (field, value) => {
        const response = await create({ ...validVoucher, [field]: value });
        expect(response.response.status).toBe(400);
        expect(response.error?.errors).toHaveProperty(field);
        expect(response.error?.message).toBeTruthy();
    });

    it('rejects an end date before the start date', async () => {
        const response = await create({
            ...validVoucher,
            validityType: 'DATE_RANGE',
            validityStartDate: '2030-02-01',
            validityEndDate: '2030-01-01',
        });
        expect(response.response.status).toBe(400);
        expect(response.error?.errors).toHaveProperty('validityEndDate');
    });

    it('rejects unknown fields, JSON bodies and bad ids', async () => {
        const unknownField = await multipart({ ...validVoucher, status: 'active' });
        const unknown = await test.app.inject({
            method: 'POST',
            url: '/v1/i/vouchers',
            payload: unknownField.payload,
            headers: { ...unknownField.headers, ...test.auth },
        });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().errors).toEqual({ status: 'Unknown field' });
        const json = await sendRaw({
            method: 'POST',
            url: '/v1/i/vouchers',
            payload: validVoucher,
        });
        expect(json.statusCode).toBe(415);
        expect((await get('abc')).response.status).toBe(400);
        expect((await get('999999')).response.status).toBe(404);
        const longName = await create({ ...validVoucher, name: 'x'.repeat(70 * 1024) });
        expect(longName.response.status).toBe(413);
    });

    it('pages, filters, searches and sorts when asked, with a total', async () => {
        // Points and visibility run against the names, so a sort on the wrong column shows.
        for (const [name, pointsRequired, isPublic] of [
            ['Alpha deal', '300', 'true'],
            ['Beta deal', '200', 'true'],
            ['Gamma offer', '100', 'false'],
        ]) {
            await create({ ...validVoucher, name, pointsRequired, isPublic } as VoucherForm);
        }
        const page = await list({
            page: 1,
            perPage: 2,
            sort: 'name',
            order: 'DESC',
            q: 'deal',
        });
        expect(page.response.status).toBe(200);
        expect(page.data?.data.total).toBe(2);
        expect(page.data?.data.vouchers.map(voucher => voucher.name)).toEqual([
            'Beta deal',
            'Alpha deal',
        ]);
        const active = await list({ status: 'Active', perPage: 100 });
        const statuses = new Set(active.data?.data.vouchers.map(voucher => voucher.status));
        expect([...statuses]).toEqual(['active']);
        for (const sort of [
            'isPublic',
            'validityType',
            'status',
            'pointsRequired',
            'type',
        ] as const) {
            const sorted = await list({ sort, order: 'ASC', page: 1, perPage: 10 });
            expect(sorted.response.status, sort).toBe(200);
            // Booleans as 0/1 (false sorts first); every other sorted column is a number or plain ASCII text.
            const values = (sorted.data?.data.vouchers ?? []).map(voucher =>
                typeof voucher[sort] === 'boolean' ? Number(voucher[sort]) : voucher[sort]
            );
            expect(values.length, sort).toBeGreaterThan(1);
            expect(values, sort).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        }
        for (const bad of [
            'page=0',
            'perPage=5000',
            'sort=password',
            'order=sideways',
            'page=1.5',
            'limit=3',
        ]) {
            const answer = await sendRaw({ method: 'GET', url: `/v1/i/vouchers?${bad}` });
            expect(answer.statusCode, bad).toBe(400);
        }
    });
});
