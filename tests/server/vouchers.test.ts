import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, multipart, type TestApp, validVoucher } from './helpers.ts';

describe.each(backends)('vouchers on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    const send = async (method: 'POST' | 'PATCH', url: string, fields: Record<string, string>) => {
        const body = await multipart(fields);
        return test.app.inject({
            method,
            url,
            payload: body.payload,
            headers: { ...body.headers, ...test.auth },
        });
    };
    const create = (fields: Record<string, string>) => send('POST', '/v1/i/vouchers', fields);
    const get = (url: string) => test.app.inject({ method: 'GET', url, headers: test.auth });
    const remove = (url: string) => test.app.inject({ method: 'DELETE', url, headers: test.auth });

    it('creates, reads, lists, updates and deletes a voucher in the contract envelopes', async () => {
        const created = await create({ ...validVoucher, description: 'Ten off', usageLimit: '5' });
        expect(created.statusCode).toBe(201);
        const id = created.json().voucher.id;
        expect(typeof id).toBe('string');

        const one = await get(`/v1/i/vouchers/${id}`);
        expect(one.statusCode).toBe(200);
        expect(one.json().voucher).toMatchObject({
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

        const list = await get('/v1/i/vouchers');
        expect(Object.keys(list.json())).toEqual(['data']);
        expect(list.json().data.vouchers.map((voucher: { id: string }) => voucher.id)).toContain(
            id
        );
        expect(list.json().data).not.toHaveProperty('total');

        const updated = await send('PATCH', `/v1/i/vouchers/${id}`, {
            name: 'Renamed',
            discountValue: '12.5',
        });
        expect(updated.statusCode).toBe(200);
        expect(updated.json().voucher).toMatchObject({
            name: 'Renamed',
            discountValue: 12.5,
            code: 'POS-TEST',
            usageLimit: 5,
        });

        const cleared = await send('PATCH', `/v1/i/vouchers/${id}`, { usageLimit: '' });
        expect(cleared.json().voucher.usageLimit).toBeNull();

        expect((await remove(`/v1/i/vouchers/${id}`)).statusCode).toBe(204);
        expect((await get(`/v1/i/vouchers/${id}`)).statusCode).toBe(404);
        expect((await remove(`/v1/i/vouchers/${id}`)).statusCode).toBe(404);
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
        expect(product.statusCode).toBe(201);
        expect(product.json().voucher).toMatchObject({
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
        expect(range.json().voucher).toMatchObject({
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
        expect(expired.json().voucher.status).toBe('expired');
        const current = await create({
            ...validVoucher,
            validityType: 'DATE_RANGE',
            validityStartDate: '2020-01-01',
        });
        expect(current.json().voucher.status).toBe('active');
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
        const response = await create({ ...validVoucher, ...fields });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toBe(message);
        expect(response.json().message).toBe(message);
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
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty(field);
        expect(response.json().message).toBeTruthy();
    });

    it('rejects an end date before the start date', async () => {
        const response = await create({
            ...validVoucher,
            validityType: 'DATE_RANGE',
            validityStartDate: '2030-02-01',
            validityEndDate: '2030-01-01',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty('validityEndDate');
    });

    it('rejects unknown fields, JSON bodies and bad ids', async () => {
        const unknown = await create({ ...validVoucher, status: 'active' });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().errors).toEqual({ status: 'Unknown field' });
        const json = await test.app.inject({
            method: 'POST',
            url: '/v1/i/vouchers',
            payload: validVoucher,
            headers: test.auth,
        });
        expect(json.statusCode).toBe(415);
        expect((await get('/v1/i/vouchers/abc')).statusCode).toBe(400);
        expect((await get('/v1/i/vouchers/999999')).statusCode).toBe(404);
        const longName = await create({ ...validVoucher, name: 'x'.repeat(70 * 1024) });
        expect(longName.statusCode).toBe(413);
    });

    it('pages, filters, searches and sorts when asked, with a total', async () => {
        // Points and visibility run against the names, so a sort on the wrong column shows.
        for (const [name, pointsRequired, isPublic] of [
            ['Alpha deal', '300', 'true'],
            ['Beta deal', '200', 'true'],
            ['Gamma offer', '100', 'false'],
        ]) {
            await create({ ...validVoucher, name, pointsRequired, isPublic });
        }
        const page = await get('/v1/i/vouchers?page=1&perPage=2&sort=name&order=DESC&q=deal');
        expect(page.statusCode).toBe(200);
        expect(page.json().data.total).toBe(2);
        expect(page.json().data.vouchers.map((voucher: { name: string }) => voucher.name)).toEqual([
            'Beta deal',
            'Alpha deal',
        ]);
        const active = await get('/v1/i/vouchers?status=Active&perPage=100');
        const statuses = new Set(
            active.json().data.vouchers.map((voucher: { status: string }) => voucher.status)
        );
        expect([...statuses]).toEqual(['active']);
        for (const sort of ['isPublic', 'validityType', 'status', 'pointsRequired', 'type']) {
            const sorted = await get(`/v1/i/vouchers?sort=${sort}&order=ASC&page=1&perPage=10`);
            expect(sorted.statusCode, sort).toBe(200);
            // Booleans as 0/1 (false sorts first); every other sorted column is a number or plain ASCII text.
            const values = sorted
                .json()
                .data.vouchers.map((voucher: Record<string, unknown>) =>
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
            expect((await get(`/v1/i/vouchers?${bad}`)).statusCode, bad).toBe(400);
        }
    });
});
