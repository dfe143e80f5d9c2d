import { type Insertable, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomersTable } from '../../../server/db/schema.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

// customer_counts, the list's totals, kept by triggers (migrations 001, 006, 019): always what a count of the
// listed customers says, and an update that moves no count takes no lock on it.
const customer = (n: number, status: string): Insertable<CustomersTable> => ({
    loginId: `CNT${String(n).padStart(5, '0')}`,
    firstName: 'Count',
    lastName: `Number ${n}`,
    email: `count.${n}@example.my`,
    phoneNumber: '+60 12-000 0000',
    status,
    rewardPoints: 0,
    registeredAt: new Date(Date.UTC(2025, 5, 1, 0, 0, n)),
});

describe.each(backends)('customer counts on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
        const statuses = ['active', 'inactive', 'suspended'];
        await test.app.db
            .insertInto('customers')
            .values(
                Array.from({ length: 30 }, (_, n) => customer(n + 1, statuses[n % 3] as string))
            )
            .execute();
    });
    afterAll(() => test?.close());

    const kept = async () =>
        Object.fromEntries(
            (
                await test.app.db.selectFrom('customerCounts').select(['status', 'total']).execute()
            ).map(row => [row.status, Number(row.total)])
        );
    const counted = async () => {
        const rows = await test.app.db
            .selectFrom('customers')
            .select(['status', sql<string>`count(*)`.as('total')])
            .where('anonymisedAt', 'is', null)
            .groupBy('status')
            .execute();
        const counts: Record<string, number> = { active: 0, inactive: 0, suspended: 0 };
        for (const row of rows) counts[row.status] = Number(row.total);
        return counts;
    };

    it('keeps the counts through status changes one by one and in bulk, anonymising, points and deletes', async () => {
        const db = test.app.db;
        expect(await kept()).toEqual(await counted());
        await db
            .updateTable('customers')
            .set({ status: 'suspended' })
            .where('loginId', '=', 'CNT00001')
            .execute();
        // One statement moving customers each way between every pair of statuses.
        await db
            .updateTable('customers')
            .set({
                status: sql`case status when 'active' then 'inactive' when 'inactive' then 'suspended' else 'active' end`,
            })
            .where('loginId', 'like', 'CNT0001%')
            .execute();
        expect(await kept()).toEqual(await counted());
        await db
            .updateTable('customers')
            .set({ anonymisedAt: new Date() })
            .where('loginId', '=', 'CNT00002')
            .execute();
        // An anonymised customer changed again counts nowhere, before or after.
        await db
            .updateTable('customers')
            .set({ status: 'suspended' })
            .where('loginId', '=', 'CNT00002')
            .execute();
        // Anonymised and re-statused at once: it was counted under its old status, and now is not counted.
        await db
            .updateTable('customers')
            .set({ anonymisedAt: new Date(), status: 'active' })
            .where('loginId', '=', 'CNT00003')
            .execute();
        const [first] = await db
            .selectFrom('customers')
            .select('id')
            .where('loginId', '=', 'CNT00004')
            .execute();
        await db
            .insertInto('rewardPointsTrails')
            .values({ customerId: (first as { id: number }).id, reason: 'Test', pointsChange: 7 })
            .execute();
        await db.deleteFrom('customers').where('loginId', 'in', ['CNT00005', 'CNT00006']).execute();
        expect(await kept()).toEqual(await counted());
    });

    // Before migration 019 every UPDATE of a customer locked its status's row of customer_counts until the
    // transaction ended: two customers of one status could not be changed at the same time.
    it.runIf(backend === 'postgres')(
        'lets an update that moves no count run beside another of the same status',
        async () => {
            const ids = (
                await test.app.db
                    .selectFrom('customers')
                    .select('id')
                    .where('status', '=', 'active')
                    .where('anonymisedAt', 'is', null)
                    .orderBy('id')
                    .limit(2)
                    .execute()
            ).map(row => row.id);
            const first = new pg.Client({ connectionString: test.database.databaseUrl });
            const second = new pg.Client({ connectionString: test.database.databaseUrl });
            await first.connect();
            await second.connect();
            try {
                await first.query('begin');
                await first.query(
                    "update customers set phone_number = '+60 12-111 1111' where id = $1",
                    [ids[0]]
                );
                await second.query("set lock_timeout = '300ms'");
                await second.query(
                    "update customers set phone_number = '+60 12-222 2222' where id = $1",
                    [ids[1]]
                );
                // And its own status change, which moves a count, commits beside the first's.
                await second.query("update customers set status = 'inactive' where id = $1", [
                    ids[1],
                ]);
                await first.query('commit');
                expect(await kept()).toEqual(await counted());
            } finally {
                await first.end();
                await second.end();
            }
        }
    );
});
