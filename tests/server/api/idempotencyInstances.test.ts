import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, startTwoInstances } from '../twoInstances.ts';

// Two app instances on one PostgreSQL database, as two processes behind a load balancer: the key's row is
// claimed once, so only one of two identical requests runs.
describe.skipIf(!process.env.DATABASE_URL)('Idempotency-Key across instances on PostgreSQL', () => {
    let instances: [App, App];
    let stop: () => Promise<void>;
    let token: string;
    beforeAll(async () => {
        ({ instances, stop } = await startTwoInstances());
        token = await instances[0].signAccessToken({ id: '1', username: 'admin', role: 'admin' });
    });
    afterAll(() => stop?.());

    it('makes one change of two identical requests with one key on two instances', async () => {
        const db = instances[0].db;
        const customer = await db
            .insertInto('customers')
            .values({
                loginId: 'KEYED',
                firstName: 'Keyed',
                lastName: 'Twice',
                email: 'keyed@example.com',
                phoneNumber: '0123456789',
                status: 'active',
                registeredAt: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        const adjust = (app: App) =>
            app.inject({
                method: 'POST',
                url: `/v1/i/customers/${customer.id}/points`,
                payload: { pointsChange: 25, reason: 'Goodwill gesture' },
                headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'twice-1' },
            });
        const answers = await Promise.all([adjust(instances[0]), adjust(instances[1])]);
        const statuses = answers.map(answer => answer.statusCode).sort();
        // The second sees the first's answer, or a 409 while the first still runs.
        expect([
            [201, 201],
            [201, 409],
        ]).toContainEqual(statuses);
        const late = await adjust(instances[1]);
        expect(late.statusCode).toBe(201);
        const first = answers.find(answer => answer.statusCode === 201);
        expect(late.json()).toEqual(first?.json());
        const entries = await db
            .selectFrom('rewardPointsTrails')
            .select('pointsChange')
            .where('customerId', '=', customer.id)
            .execute();
        expect(entries).toEqual([{ pointsChange: 25 }]);
        const row = await db
            .selectFrom('customers')
            .select('rewardPoints')
            .where('id', '=', customer.id)
            .executeTakeFirstOrThrow();
        expect(Number(row.rewardPoints)).toBe(25);
    });
});
