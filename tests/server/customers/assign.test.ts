import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../server/seed/customers.ts';
import {
    apiFor,
    backends,
    createTestApp,
    formWith,
    type TestApp,
    validVoucher,
} from '../helpers.ts';

describe.each(backends)('assign and remove on %s', backend => {
    let test: TestApp;
    let customers: string[];
    beforeAll(async () => {
        test = await createTestApp(backend);
        await insertCustomers(test.app.db, 150, 1, 1);
        // Active customers only: a suspended one is refused before any limit is looked at.
        const rows = await test.app.db
            .selectFrom('customers')
            .select('id')
            .where('status', '=', 'active')
            .orderBy('id')
            .execute();
        customers = rows.map(row => String(row.id));
    });
    afterAll(() => test?.close());

    const createVoucher = async (fields: Record<string, string> = {}) => {
        const { data } = await test.api.POST('/v1/i/vouchers', {
            body: { ...validVoucher, ...fields },
            bodySerializer: formWith(),
        });
        return data?.voucher.id as string;
    };
    const assign = (voucherId: string, users: string[], api = test.api) =>
        api.POST('/v1/i/vouchers/{voucherId}/users/assign', {
            params: { path: { voucherId } },
            body: { users },
        });
    const issuedTo = async (voucherId: string) =>
        Number(
            (
                await test.app.db
                    .selectFrom('customerVouchers')
                    .select(eb => eb.fn.countAll<string>().as('count'))
                    .where('voucherId', '=', Number(voucherId))
                    .executeTakeFirstOrThrow()
            ).count
        );

    it('issues one customer voucher per customer with dates from the validity', async () => {
        const voucherId = await createVoucher({
            validityType: 'DURATION',
            validityDuration: '2',
            validityUnit: 'days',
        });
        const { response } = await assign(voucherId, [customers[0], customers[1]]);
        expect(response.status).toBe(201);
        const list = await test.api.GET('/v1/i/customers/{id}/vouchers', {
            params: { path: { id: customers[0] } },
        });
        expect(Object.keys(list.data ?? {})).toEqual(['vouchers']);
        const issued = list.data?.vouchers.find(entry => entry.voucher.id === voucherId);
        expect(issued).toMatchObject({ usedAt: null, isActive: true });
        const days =
            (Date.parse(issued?.expireAt ?? '') - Date.parse(issued?.startAt ?? '')) / 86_400_000;
        expect(days).toBe(2);
        expect(Date.now() - Date.parse(issued?.redeemedAt ?? '')).toBeLessThan(60_000);
    });

    it('answers and records the copy of each customer in the order the customers were sent', async () => {
        const voucherId = await createVoucher();
        // Not in id order: the customers are locked in id order, the copies follow the request's.
        const users = [customers[5], customers[3], customers[4]] as string[];
        const { data, response } = await assign(voucherId, users);
        expect(response.status).toBe(201);
        const answered = data?.data.customerVoucherIds ?? [];
        const held = await test.app.db
            .selectFrom('customerVouchers')
            .select(['id', 'customerId'])
            .where('voucherId', '=', Number(voucherId))
            .execute();
        const holderOf = new Map(held.map(row => [String(row.id), String(row.customerId)]));
        expect(answered.map(id => holderOf.get(id))).toEqual(users);
        const entry = await test.app.db
            .selectFrom('auditLog')
            .select('changes')
            .where('action', '=', 'assign')
            .where('entityId', '=', voucherId)
            .executeTakeFirstOrThrow();
        expect(entry.changes).toMatchObject({
            customerIds: { after: users },
            customerVoucherIds: { after: answered },
        });
    });

    it('refuses to go over the usage limit, naming it, and writes nothing of a partial batch', async () => {
        const voucherId = await createVoucher({ usageLimit: '3' });
        expect((await assign(voucherId, customers.slice(0, 2))).response.status).toBe(201);
        const over = await assign(voucherId, customers.slice(2, 4));
        expect(over.response.status).toBe(409);
        expect(over.error).toEqual({
            message: 'This voucher has only 1 copy left (2 of 3 issued) for 2 customers',
            code: 'few_copies_left',
            params: { left: '1', issued: '2', limit: '3', asked: '2' },
            errors: { usageLimit: 'Usage limit reached' },
            fieldCodes: { usageLimit: { code: 'usage_limit_reached', params: {} } },
        });
        expect(await issuedTo(voucherId)).toBe(2);
        expect((await assign(voucherId, [customers[5]])).response.status).toBe(201);
        const voucher = await test.api.GET('/v1/i/vouchers/{id}', {
            params: { path: { id: voucherId } },
        });
        expect(voucher.data?.voucher.status).toBe('inactive');
        const none = await assign(voucherId, [customers[6]]);
        expect(none.error?.message).toBe('This voucher has no copies left (3 of 3 issued)');
    });

    it('refuses to go over the per-customer limit and rolls back the whole batch', async () => {
        const voucherId = await createVoucher({ perCustomerLimit: '1' });
        expect((await assign(voucherId, [customers[10]])).response.status).toBe(201);
        const over = await assign(voucherId, [customers[11], customers[10]]);
        expect(over.response.status).toBe(409);
        expect(over.error).toEqual({
            message: `Customer ${customers[10]} already holds 1 of this voucher, the most allowed per customer`,
            code: 'per_customer_limit_customers',
            params: { ids: customers[10], limit: '1' },
            errors: { perCustomerLimit: 'Per-customer limit reached' },
            fieldCodes: { perCustomerLimit: { code: 'per_customer_limit_reached', params: {} } },
        });
        expect(await issuedTo(voucherId)).toBe(1);
        const alone = await assign(voucherId, [customers[10]]);
        expect(alone.error?.message).toBe(
            'This customer already holds 1 of this voucher, the most allowed per customer'
        );
    });

    it('lets only admins assign a private voucher', async () => {
        const voucherId = await createVoucher({ isPublic: 'false' });
        // A manager holds Manage Customers (assign), yet not a private voucher.
        const manager = apiFor(test.app, await test.tokenFor('manager', '2'));
        const refused = await assign(voucherId, [customers[20]], manager);
        expect(refused.response.status).toBe(403);
        expect(refused.error?.message).toBeTruthy();
        expect((await assign(voucherId, [customers[20]])).response.status).toBe(201);
        const publicId = await createVoucher();
        expect((await assign(publicId, [customers[20]], manager)).response.status).toBe(201);
    });

    it('rejects bad assign bodies and unknown customers or vouchers', async () => {
        const voucherId = await createVoucher();
        // Bodies the document forbids go by hand: the typed client would not compile them.
        const sendBody = (payload: object) =>
            test.app.inject({
                method: 'POST',
                url: `/v1/i/vouchers/${voucherId}/users/assign`,
                payload,
                headers: test.auth,
            });
        expect((await sendBody({ users: [Number(customers[0])] })).statusCode).toBe(400);
        expect((await assign(voucherId, [])).response.status).toBe(400);
        expect((await assign(voucherId, [customers[0], customers[0]])).response.status).toBe(400);
        expect((await assign(voucherId, ['999999'])).response.status).toBe(404);
        expect((await assign('999999', [customers[0]])).response.status).toBe(404);
        const extra = await sendBody({ users: [customers[0]], note: 'x' });
        expect(extra.statusCode).toBe(400);
        expect(await issuedTo(voucherId)).toBe(0);
    });

    it('removes a customer voucher and gives its slot back', async () => {
        const voucherId = await createVoucher({ usageLimit: '1' });
        const assigned = await assign(voucherId, [customers[30]]);
        const [customerVoucherId = ''] = assigned.data?.data.customerVoucherIds ?? [];
        const remove = (customerId: string) =>
            test.api.DELETE('/v1/i/vouchers/redeemed/{customerVoucherId}/users/{customerId}', {
                params: { path: { customerVoucherId, customerId } },
            });
        expect((await remove(customers[31])).response.status).toBe(404);
        expect((await remove(customers[30])).response.status).toBe(200);
        expect(await issuedTo(voucherId)).toBe(0);
        expect((await assign(voucherId, [customers[32]])).response.status).toBe(201);
    });

    // PGlite runs one transaction at a time, so only PostgreSQL can show a race.
    it.runIf(backend === 'postgres')(
        'issues exactly usageLimit vouchers under 100 concurrent assigns',
        async () => {
            const voucherId = await createVoucher({ usageLimit: '10' });
            const responses = await Promise.all(
                customers.slice(0, 100).map(id => assign(voucherId, [id]))
            );
            const codes = responses.map(({ response }) => response.status);
            expect(codes.filter(code => code === 201)).toHaveLength(10);
            expect(codes.filter(code => code === 409)).toHaveLength(90);
            expect(await issuedTo(voucherId)).toBe(10);
        }
    );

    it.runIf(backend === 'postgres')(
        'issues exactly perCustomerLimit vouchers to one customer under 100 concurrent assigns',
        async () => {
            const voucherId = await createVoucher({ perCustomerLimit: '10' });
            const responses = await Promise.all(
                Array.from({ length: 100 }, () => assign(voucherId, [customers[50]]))
            );
            expect(responses.filter(({ response }) => response.status === 201)).toHaveLength(10);
            expect(await issuedTo(voucherId)).toBe(10);
        }
    );
});
