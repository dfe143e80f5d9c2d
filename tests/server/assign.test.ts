import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../server/seed/customers.ts';
import { backends, createTestApp, multipart, type TestApp, validVoucher } from './helpers.ts';

describe.each(backends)('assign and remove on %s', backend => {
    let test: TestApp;
    let customers: string[];
    beforeAll(async () => {
        test = await createTestApp(backend);
        await insertCustomers(test.app.db, 120, 1, 1);
        const rows = await test.app.db.selectFrom('customers').select('id').orderBy('id').execute();
        customers = rows.map(row => String(row.id));
    });
    afterAll(() => test?.close());

    const createVoucher = async (fields: Record<string, string> = {}) => {
        const body = await multipart({ ...validVoucher, ...fields });
        const response = await test.app.inject({
            method: 'POST',
            url: '/v1/i/vouchers',
            payload: body.payload,
            headers: { ...body.headers, ...test.auth },
        });
        return response.json().voucher.id as string;
    };
    const assign = (voucherId: string, users: unknown, authorization = test.auth.authorization) =>
        test.app.inject({
            method: 'POST',
            url: `/v1/i/vouchers/${voucherId}/users/assign`,
            payload: { users },
            headers: { authorization },
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
        const response = await assign(voucherId, [customers[0], customers[1]]);
        expect(response.statusCode).toBe(201);
        const list = await test.app.inject({
            method: 'GET',
            url: `/v1/i/customers/${customers[0]}/vouchers`,
            headers: test.auth,
        });
        expect(Object.keys(list.json())).toEqual(['vouchers']);
        const issued = list
            .json()
            .vouchers.find((entry: { voucher: { id: string } }) => entry.voucher.id === voucherId);
        expect(issued).toMatchObject({ usedAt: null, isActive: true });
        const days = (Date.parse(issued.expireAt) - Date.parse(issued.startAt)) / 86_400_000;
        expect(days).toBe(2);
        expect(Date.now() - Date.parse(issued.redeemedAt)).toBeLessThan(60_000);
    });

    it('refuses to go over the usage limit, naming it, and writes nothing of a partial batch', async () => {
        const voucherId = await createVoucher({ usageLimit: '3' });
        expect((await assign(voucherId, customers.slice(0, 2))).statusCode).toBe(201);
        const over = await assign(voucherId, customers.slice(2, 4));
        expect(over.statusCode).toBe(409);
        expect(over.json().message).toContain('usageLimit');
        expect(await issuedTo(voucherId)).toBe(2);
        expect((await assign(voucherId, [customers[5]])).statusCode).toBe(201);
        const voucher = await test.app.inject({
            method: 'GET',
            url: `/v1/i/vouchers/${voucherId}`,
            headers: test.auth,
        });
        expect(voucher.json().voucher.status).toBe('inactive');
    });

    it('refuses to go over the per-customer limit and rolls back the whole batch', async () => {
        const voucherId = await createVoucher({ perCustomerLimit: '1' });
        expect((await assign(voucherId, [customers[10]])).statusCode).toBe(201);
        const over = await assign(voucherId, [customers[11], customers[10]]);
        expect(over.statusCode).toBe(409);
        expect(over.json().message).toContain('perCustomerLimit');
        expect(await issuedTo(voucherId)).toBe(1);
    });

    it('lets only admins assign a private voucher', async () => {
        const voucherId = await createVoucher({ isPublic: 'false' });
        // A manager holds Manage Customers (assign), yet not a private voucher.
        const manager = `Bearer ${await test.tokenFor('manager', '2')}`;
        const refused = await assign(voucherId, [customers[20]], manager);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBeTruthy();
        expect((await assign(voucherId, [customers[20]])).statusCode).toBe(201);
        const publicId = await createVoucher();
        expect((await assign(publicId, [customers[20]], manager)).statusCode).toBe(201);
    });

    it('rejects bad assign bodies and unknown customers or vouchers', async () => {
        const voucherId = await createVoucher();
        expect((await assign(voucherId, [Number(customers[0])])).statusCode).toBe(400);
        expect((await assign(voucherId, [])).statusCode).toBe(400);
        expect((await assign(voucherId, [customers[0], customers[0]])).statusCode).toBe(400);
        expect((await assign(voucherId, ['999999'])).statusCode).toBe(404);
        expect((await assign('999999', [customers[0]])).statusCode).toBe(404);
        const extra = await test.app.inject({
            method: 'POST',
            url: `/v1/i/vouchers/${voucherId}/users/assign`,
            payload: { users: [customers[0]], note: 'x' },
            headers: test.auth,
        });
        expect(extra.statusCode).toBe(400);
        expect(await issuedTo(voucherId)).toBe(0);
    });

    it('removes a customer voucher and gives its slot back', async () => {
        const voucherId = await createVoucher({ usageLimit: '1' });
        const assigned = await assign(voucherId, [customers[30]]);
        const [customerVoucherId] = assigned.json().data.customerVoucherIds;
        const wrongCustomer = await test.app.inject({
            method: 'DELETE',
            url: `/v1/i/vouchers/redeemed/${customerVoucherId}/users/${customers[31]}`,
            headers: test.auth,
        });
        expect(wrongCustomer.statusCode).toBe(404);
        const removed = await test.app.inject({
            method: 'DELETE',
            url: `/v1/i/vouchers/redeemed/${customerVoucherId}/users/${customers[30]}`,
            headers: test.auth,
        });
        expect(removed.statusCode).toBe(204);
        expect(await issuedTo(voucherId)).toBe(0);
        expect((await assign(voucherId, [customers[32]])).statusCode).toBe(201);
    });

    // PGlite runs one transaction at a time, so only PostgreSQL can show a race.
    it.runIf(backend === 'postgres')(
        'issues exactly usageLimit vouchers under 100 concurrent assigns',
        async () => {
            const voucherId = await createVoucher({ usageLimit: '10' });
            const responses = await Promise.all(
                customers.slice(0, 100).map(id => assign(voucherId, [id]))
            );
            const codes = responses.map(response => response.statusCode);
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
            expect(responses.filter(response => response.statusCode === 201)).toHaveLength(10);
            expect(await issuedTo(voucherId)).toBe(10);
        }
    );
});
