import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from './helpers.ts';

// This file starts from the demo data set, so it also checks what a first start seeds.
describe.each(backends)('customers and demo data on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { seedDemo: true } });
    });
    afterAll(() => test?.close());

    const get = (url: string) => test.app.inject({ method: 'GET', url, headers: test.auth });

    it('seeds vouchers of every type, validity, status and visibility, and advertisements in every status', async () => {
        const vouchers = (await get('/v1/i/vouchers')).json().data.vouchers as Record<
            string,
            unknown
        >[];
        for (const [field, expected] of [
            ['type', ['FIXED', 'PERCENTAGE', 'PRODUCT']],
            ['validityType', ['DATE_RANGE', 'DURATION', 'UNLIMITED']],
            ['status', ['active', 'expired', 'inactive']],
            ['isPublic', [false, true]],
        ] as const) {
            expect([...new Set(vouchers.map(voucher => voucher[field]))].sort(), field).toEqual(
                expected
            );
        }
        const advertisements = (await get('/v1/i/advertisement')).json().advertisements as {
            status: string;
        }[];
        expect([...new Set(advertisements.map(ad => ad.status))].sort()).toEqual([
            'active',
            'expired',
            'in draft',
        ]);
    });

    it('lists about 200 customers as the whole list without paging parameters', async () => {
        const response = await get('/v1/i/customers');
        expect(Object.keys(response.json())).toEqual(['customers']);
        const customers = response.json().customers;
        expect(customers).toHaveLength(200);
        expect(Object.keys(customers[0]).sort()).toEqual([
            'email',
            'id',
            'loginID',
            'name',
            'registeredAt',
            'rewardPoints',
            'status',
        ]);
        expect(new Set(customers.map((customer: { status: string }) => customer.status))).toEqual(
            new Set(['active', 'inactive', 'suspended'])
        );
    });

    it('pages, filters by status in any case, searches and sorts with a total', async () => {
        const page = await get(
            '/v1/i/customers?page=2&perPage=10&status=ACTIVE&sort=registeredAt&order=desc'
        );
        expect(page.statusCode).toBe(200);
        const { customers, total } = page.json();
        expect(customers).toHaveLength(10);
        expect(total).toBe(160);
        const dates = customers.map((customer: { registeredAt: string }) => customer.registeredAt);
        expect([...dates].sort().reverse()).toEqual(dates);
        const search = await get('/v1/i/customers?q=MY00000042&perPage=5');
        expect(search.json()).toMatchObject({
            total: 1,
            customers: [{ id: '42', loginID: 'MY00000042' }],
        });
        const byName = await get('/v1/i/customers?q=tan&perPage=100');
        expect(byName.json().total).toBeGreaterThan(0);
        for (const customer of byName.json().customers) {
            expect(
                `${customer.loginID} ${customer.name} ${customer.email}`.toLowerCase()
            ).toContain('tan');
        }
        const literal = await get(`/v1/i/customers?q=${encodeURIComponent('%')}&perPage=5`);
        expect(literal.json().total).toBe(0);
    });

    it('gives pages that, laid end to end, are the whole sorted list', async () => {
        // Every seeded email contains "example", so that search answers every customer through the plain
        // ORDER BY ... OFFSET query, which the paged list (ids first, then their rows) must agree with.
        const ids = (body: { customers: { id: string }[] }) => body.customers.map(({ id }) => id);
        for (const params of [
            'sort=name&order=asc',
            'sort=name&order=desc&status=active',
            'sort=rewardPoints&order=desc',
            'sort=registeredAt&order=asc&status=suspended',
            'order=desc',
        ]) {
            const whole = (await get(`/v1/i/customers?q=example&perPage=1000&${params}`)).json();
            expect(whole.customers.length, params).toBeGreaterThan(7);
            const pages: string[] = [];
            for (let page = 1; pages.length < whole.total; page++) {
                const answer = (
                    await get(`/v1/i/customers?page=${page}&perPage=7&${params}`)
                ).json();
                expect(answer.total, params).toBe(whole.total);
                if (answer.customers.length === 0) break;
                pages.push(...ids(answer));
            }
            expect(pages, params).toEqual(ids(whole));
        }
    });

    it('answers a customer with points trails, transactions and vouchers', async () => {
        const response = await get('/v1/i/customers/3');
        expect(response.statusCode).toBe(200);
        const { customer } = response.json();
        expect(customer).toMatchObject({ id: '3', loginID: 'MY00000003' });
        expect(customer.rewardPointsTrails.length).toBeGreaterThan(0);
        expect(customer.transactionHistory[0]).toMatchObject({ currency: 'MYR' });
        expect(typeof customer.transactionHistory[0].netTotalAmount).toBe('number');
        expect(customer.vouchers.length).toBeGreaterThan(0);
        expect(customer.vouchers[0].voucher).toHaveProperty('name');
    });

    it('answers the edit screen reading of a customer on the singular path', async () => {
        const response = await get('/v1/i/customer/3');
        expect(Object.keys(response.json())).toEqual(['customer']);
        expect(Object.keys(response.json().customer).sort()).toEqual(
            [
                'address',
                'city',
                'country',
                'email',
                'firstName',
                'id',
                'lastName',
                'phoneNumber',
                'pointBalance',
                'state',
                'status',
            ].sort()
        );
    });

    it("pages and filters a customer's vouchers", async () => {
        const all = await get('/v1/i/customers/3/vouchers');
        const count = all.json().vouchers.length;
        const page = await get('/v1/i/customers/3/vouchers?page=1&perPage=1');
        expect(page.json().total).toBe(count);
        expect(page.json().vouchers).toHaveLength(Math.min(1, count));
        expect((await get('/v1/i/customers/999999/vouchers')).statusCode).toBe(404);
        expect((await get('/v1/i/customers/999999/vouchers?page=1')).statusCode).toBe(404);
        const none = await get('/v1/i/customers/3/vouchers?q=no%20such%20voucher');
        expect(none.statusCode).toBe(200);
        expect(none.json()).toEqual({ vouchers: [], total: 0 });
    });

    it('answers 404 for a missing customer and 400 for a malformed id', async () => {
        expect((await get('/v1/i/customers/999999')).statusCode).toBe(404);
        expect((await get('/v1/i/customer/999999')).statusCode).toBe(404);
        const malformed = await get('/v1/i/customers/1;drop');
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().errors).toHaveProperty('id');
    });
});
