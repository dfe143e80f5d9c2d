import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, dataOf, formWith, validVoucher } from '../helpers.ts';
import { ledgerMismatches } from '../ledgerHelpers.ts';
import { type App, startTwoInstances } from '../twoInstances.ts';

// PGlite runs one transaction at a time, so only PostgreSQL can show a race: two app instances on one
// database, as two processes behind a load balancer, each with its own connection pool.
describe.skipIf(!process.env.DATABASE_URL)('concurrent deductions on PostgreSQL', () => {
    let instances: [App, App];
    let clients: [Api, Api];
    let stop: () => Promise<void>;
    beforeAll(async () => {
        ({ instances, clients, stop } = await startTwoInstances());
    });
    afterAll(() => stop?.());

    const firstDb = () => {
        const db = instances[0]?.db;
        if (!db) throw new Error('no instance');
        return db;
    };

    const customerWith100 = async (loginId: string) => {
        const db = firstDb();
        const row = await db
            .insertInto('customers')
            .values({
                loginId,
                firstName: 'Race',
                lastName: loginId,
                email: `${loginId}@example.com`,
                phoneNumber: '0123456789',
                status: 'active',
                registeredAt: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        await db
            .insertInto('rewardPointsTrails')
            .values({ customerId: row.id, reason: 'Welcome bonus', pointsChange: 100 })
            .execute();
        return String(row.id);
    };

    const deduct = (api: Api, id: string, index: number) =>
        api.POST('/v1/i/customers/{id}/points', {
            params: { path: { id } },
            body: { pointsChange: -10, reason: `Deduction ${index}` },
        });

    it.each([
        ['one instance', 1],
        ['two instances', 2],
    ])('lets exactly 10 of 50 deductions of 10 through from 100 (%s)', async (name, count) => {
        const id = await customerWith100(`RACE${count}`);
        const responses = await Promise.all(
            Array.from({ length: 50 }, (_, index) =>
                deduct(clients[index % count] as Api, id, index)
            )
        );
        const codes = responses.map(({ response }) => response.status);
        expect(
            codes.filter(code => code === 201),
            name
        ).toHaveLength(10);
        expect(codes.filter(code => code === 409)).toHaveLength(40);
        const refused = responses.find(({ response }) => response.status === 409);
        expect(refused?.error?.message).toBe('Insufficient points');
        const profile = dataOf(
            await (clients[0] as Api).GET('/v1/i/customer/{id}', { params: { path: { id } } })
        );
        expect(profile.customer.pointBalance).toBe(0);
        // Every balance seen after a success is distinct: no two deductions read the same balance.
        const balances = responses.flatMap(({ data }) => (data ? [data.balance] : []));
        expect(new Set(balances).size).toBe(10);
        expect(Math.min(...balances)).toBe(0);
        expect(await ledgerMismatches(firstDb())).toEqual([]);
    });

    it('charges points under concurrent assigns without overdrawing', async () => {
        const id = await customerWith100('RACE-ASSIGN');
        const api = clients[0] as Api;
        const created = await api.POST('/v1/i/vouchers', {
            body: { ...validVoucher, name: 'Race voucher', pointsRequired: '30' },
            bodySerializer: formWith(),
        });
        const voucherId = dataOf(created).voucher.id;
        const responses = await Promise.all(
            Array.from({ length: 20 }, (_, index) =>
                (clients[index % 2] as Api).POST('/v1/i/vouchers/{voucherId}/users/assign', {
                    params: { path: { voucherId } },
                    body: { users: [id], chargePoints: true },
                })
            )
        );
        expect(responses.filter(({ response }) => response.status === 201)).toHaveLength(3);
        const profile = dataOf(await api.GET('/v1/i/customer/{id}', { params: { path: { id } } }));
        expect(profile.customer.pointBalance).toBe(10);
        expect(await ledgerMismatches(firstDb())).toEqual([]);
    });
});
