import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../contract/client/index.ts';
import { genericPlansOf } from '../../../server/db/connect.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';
import { customerCount, ledgerMismatches } from '../ledgerHelpers.ts';

type CustomerQuery = NonNullable<paths['/v1/i/customers']['get']['parameters']['query']>;
type CustomerVoucherQuery = NonNullable<
    paths['/v1/i/customers/{id}/vouchers']['get']['parameters']['query']
>;

// This file starts from the demo data set, so it also checks what a first start seeds.
describe.each(backends)('customers and demo data on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { seedDemo: true } });
    });
    afterAll(() => test?.close());

    const customers = (query: CustomerQuery = {}) =>
        test.api.GET('/v1/i/customers', { params: { query } });
    const customer = (id: string) =>
        test.api.GET('/v1/i/customers/{id}', { params: { path: { id } } });
    const customerVouchers = (id: string, query: CustomerVoucherQuery = {}) =>
        test.api.GET('/v1/i/customers/{id}/vouchers', { params: { path: { id }, query } });

    it('seeds vouchers of every type, validity, status and visibility, and advertisements in every status', async () => {
        const vouchers = (await test.api.GET('/v1/i/vouchers')).data?.data.vouchers ?? [];
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
        const advertisements =
            (await test.api.GET('/v1/i/advertisement')).data?.advertisements ?? [];
        expect([...new Set(advertisements.map(ad => ad.status))].sort()).toEqual([
            'active',
            'expired',
            'in draft',
        ]);
    });

    it('lists about 200 customers as the whole list without paging parameters', async () => {
        const response = await customers();
        expect(Object.keys(response.data ?? {})).toEqual(['customers']);
        const list = response.data?.customers ?? [];
        expect(list).toHaveLength(200);
        expect(Object.keys(list[0] ?? {}).sort()).toEqual([
            'email',
            'id',
            'loginID',
            'name',
            'registeredAt',
            'rewardPoints',
            'status',
        ]);
        expect(new Set(list.map(customer => customer.status))).toEqual(
            new Set(['active', 'inactive', 'suspended'])
        );
    });

    it('pages, filters by status in any case, searches and sorts with a total', async () => {
        const page = await customers({
            page: 2,
            perPage: 10,
            status: 'ACTIVE',
            sort: 'registeredAt',
            order: 'desc',
        });
        expect(page.response.status).toBe(200);
        const { customers: onPage = [], total } = page.data ?? {};
        expect(onPage).toHaveLength(10);
        // Of the 200 demo customers, 159 are active (server/seed/customers.ts draws each status from its id).
        expect(total).toBe(159);
        const dates = onPage.map(customer => customer.registeredAt);
        expect([...dates].sort().reverse()).toEqual(dates);
        const search = await customers({ q: 'MY00000042', perPage: 5 });
        expect(search.data).toMatchObject({
            total: 1,
            customers: [{ id: '42', loginID: 'MY00000042' }],
        });
        const byName = await customers({ q: 'tan', perPage: 100 });
        expect(byName.data?.total).toBeGreaterThan(0);
        for (const customer of byName.data?.customers ?? []) {
            expect(
                `${customer.loginID} ${customer.name} ${customer.email}`.toLowerCase()
            ).toContain('tan');
        }
        const literal = await customers({ q: '%', perPage: 5 });
        expect(literal.data?.total).toBe(0);
    });

    it('gives pages that, laid end to end, are the whole sorted list', async () => {
        // Every seeded email contains "example", so that search answers every customer through the plain
        // ORDER BY ... OFFSET query, which the paged list (ids first, then their rows) must agree with.
        const ids = (body: { customers: { id: string }[] }) => body.customers.map(({ id }) => id);
        for (const query of [
            { sort: 'name', order: 'asc' },
            { sort: 'name', order: 'desc', status: 'active' },
            { sort: 'rewardPoints', order: 'desc' },
            { sort: 'registeredAt', order: 'asc', status: 'suspended' },
            { order: 'desc' },
        ] satisfies CustomerQuery[]) {
            const params = JSON.stringify(query);
            const whole = (await customers({ q: 'example', perPage: 1000, ...query })).data ?? {
                customers: [],
                total: 0,
            };
            expect(whole.customers.length, params).toBeGreaterThan(7);
            const pages: string[] = [];
            for (let page = 1; pages.length < (whole.total ?? 0); page++) {
                const answer = (await customers({ page, perPage: 7, ...query })).data ?? {
                    customers: [],
                };
                expect(answer.total, params).toBe(whole.total);
                if (answer.customers.length === 0) break;
                pages.push(...ids(answer));
            }
            expect(pages, params).toEqual(ids(whole));
        }
    });

    it.runIf(backend === 'postgres')(
        'plans the list pages and the detail once per connection on PostgreSQL, for any page or customer',
        async () => {
            const plannedOnce = genericPlansOf(test.app.db);
            expect(plannedOnce).toBeDefined();
            const ids: string[] = [];
            for (const page of [1, 3, 2, 9, 1, 4, 5, 2]) {
                const answer = await customers({ page, perPage: 5, status: 'active' });
                expect(answer.response.status).toBe(200);
                ids.push(answer.data?.customers[0]?.id ?? '');
            }
            for (const id of ids) expect((await customer(id)).response.status).toBe(200);
            // Requests one after another get the pool's last idle connection, which kept both statements.
            const { rows } = await sql<{ statement: string; generic: string; custom: string }>`
                select case when statement like '%json_agg%' then 'detail' else 'page' end as statement,
                    sum(generic_plans) as generic, sum(custom_plans) as custom
                from pg_prepared_statements
                where statement like '%= any(array(%' or statement like '%json_agg%'
                group by 1 order by 1`.execute(plannedOnce as NonNullable<typeof plannedOnce>);
            expect(rows.map(row => row.statement)).toEqual(['detail', 'page']);
            for (const row of rows) {
                expect(Number(row.generic), row.statement).toBeGreaterThan(0);
                expect(Number(row.custom), row.statement).toBe(0);
            }
        }
    );

    it('answers a customer with points trails, transactions and vouchers', async () => {
        const response = await customer('3');
        expect(response.response.status).toBe(200);
        const found = response.data?.customer;
        expect(found).toMatchObject({ id: '3', loginID: 'MY00000003' });
        expect(found?.rewardPointsTrails.length).toBeGreaterThan(0);
        expect(found?.transactionHistory[0]).toMatchObject({ currency: 'MYR' });
        expect(typeof found?.transactionHistory[0]?.netTotalAmount).toBe('number');
        expect(found?.vouchers.length).toBeGreaterThan(0);
        expect(found?.vouchers[0]?.voucher).toHaveProperty('name');
    });

    it('answers the edit screen reading of a customer on the singular path', async () => {
        const response = await test.api.GET('/v1/i/customer/{id}', {
            params: { path: { id: '3' } },
        });
        expect(Object.keys(response.data ?? {})).toEqual(['customer']);
        expect(Object.keys(response.data?.customer ?? {}).sort()).toEqual(
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
        const all = await customerVouchers('3');
        const count = all.data?.vouchers.length ?? 0;
        const page = await customerVouchers('3', { page: 1, perPage: 1 });
        expect(page.data?.total).toBe(count);
        expect(page.data?.vouchers).toHaveLength(Math.min(1, count));
        expect((await customerVouchers('999999')).response.status).toBe(404);
        expect((await customerVouchers('999999', { page: 1 })).response.status).toBe(404);
        const none = await customerVouchers('3', { q: 'no such voucher' });
        expect(none.response.status).toBe(200);
        expect(none.data).toEqual({ vouchers: [], total: 0 });
    });

    it("filters a customer's vouchers by the derived status and searches name and description", async () => {
        const id = (await customers({ perPage: 1 })).data?.customers[0]?.id ?? '';
        const open = ((await test.api.GET('/v1/i/vouchers')).data?.data.vouchers ?? []).filter(
            voucher => voucher.status === 'active' && voucher.perCustomerLimit === null
        );
        const second = open.find(voucher => voucher.description);
        const first = open.find(voucher => voucher !== second);
        const issue = async (voucherId: string) =>
            (
                await test.api.POST('/v1/i/vouchers/{voucherId}/users/assign', {
                    params: { path: { voucherId } },
                    body: { users: [id] },
                })
            ).data?.data.customerVoucherIds[0] ?? '';
        const day = 86_400_000;
        const at = (offset: number) => new Date(Date.now() + offset * day);
        const copies = {
            used: { usedAt: at(-1) },
            upcoming: { startAt: at(2), expireAt: at(9) },
            expired: { startAt: at(-9), expireAt: at(-2) },
            inactive: { isActive: false, expireAt: at(9) },
        };
        const issued: Record<string, string> = {};
        for (const [status, fields] of Object.entries(copies)) {
            issued[status] = await issue(first?.id ?? '');
            await test.app.db
                .updateTable('customerVouchers')
                .set(fields)
                .where('id', '=', Number(issued[status]))
                .execute();
        }
        issued.active = await issue(second?.id ?? '');
        const idsOf = async (query: CustomerVoucherQuery) =>
            ((await customerVouchers(id, query)).data?.vouchers ?? []).map(row => row.id);
        // Each copy is listed under its own status only (the customer may hold demo copies too).
        for (const status of Object.keys(issued)) {
            const listed = await idsOf({ status });
            for (const [its, copy] of Object.entries(issued)) {
                expect(listed.includes(copy), `${copy} (${its}) under ${status}`).toBe(
                    its === status
                );
            }
        }
        // A piece of the description alone, in capitals: the search ignores case.
        const described = String(second?.description).slice(4, 15).toUpperCase();
        expect(second?.name.toUpperCase()).not.toContain(described);
        expect(await idsOf({ q: described })).toContain(issued.active);
        expect(await idsOf({ q: described, status: 'used' })).not.toContain(issued.active);
    });

    it('answers 404 for a missing customer and 400 for a malformed id', async () => {
        expect((await customer('999999')).response.status).toBe(404);
        const singular = await test.api.GET('/v1/i/customer/{id}', {
            params: { path: { id: '999999' } },
        });
        expect(singular.response.status).toBe(404);
        const malformed = await customer('1;drop');
        expect(malformed.response.status).toBe(400);
        expect(malformed.error?.errors).toHaveProperty('id');
    });

    it('seeds balances that equal the sum of their ledger, for every customer', async () => {
        expect(await customerCount(test.app.db)).toBeGreaterThanOrEqual(200);
        expect(await ledgerMismatches(test.app.db)).toEqual([]);
    });

    it('seeds charged customer vouchers with their charge entries, each the voucher cost', async () => {
        const charges = await test.app.db
            .selectFrom('rewardPointsTrails as entry')
            .innerJoin('customerVouchers', 'customerVouchers.id', 'entry.customerVoucherId')
            .innerJoin('vouchers', 'vouchers.id', 'customerVouchers.voucherId')
            .select([
                'entry.customerId',
                'entry.pointsChange',
                'customerVouchers.customerId as holder',
                'vouchers.pointsRequired',
            ])
            .where('entry.kind', '=', 'charge')
            .execute();
        expect(charges.length).toBeGreaterThan(10);
        for (const charge of charges) {
            expect(charge.customerId).toBe(charge.holder);
            expect(charge.pointsChange).toBe(-charge.pointsRequired);
        }
    });
});
