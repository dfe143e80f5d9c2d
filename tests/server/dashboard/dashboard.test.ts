import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '../../../contract/index.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

describe.each(backends)('GET /v1/i/dashboard on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    const read = async () => {
        const reply = await test.app.inject({ url: '/v1/i/dashboard', headers: test.auth });
        expect(reply.statusCode, reply.body).toBe(200);
        return dashboardSchema.parse(reply.json());
    };

    it('answers zeros and twelve empty weeks on an empty programme', async () => {
        const dashboard = await read();
        expect(dashboard.vouchers).toEqual({ active: 0, copiesIssued: 0 });
        expect(dashboard.last30Days).toEqual({ assigned: 0, redeemed: 0 });
        expect(dashboard.pointsByWeek).toHaveLength(12);
        expect(dashboard.pointsByWeek.every(week => week.issued === 0 && week.spent === 0)).toBe(
            true
        );
        // Mondays, a week apart, oldest first.
        const days = dashboard.pointsByWeek.map(week => new Date(`${week.week}T00:00:00Z`));
        expect(days.every(day => day.getUTCDay() === 1)).toBe(true);
        expect(Number(days[11]) - Number(days[0])).toBe(11 * 7 * 86_400_000);
        // The notifications extension is part of this server: its tile is there, with nothing scheduled.
        expect(dashboard.notifications).toEqual({ scheduled: [] });
    });

    it('counts points per week from the ledger, kept by triggers through inserts and deletes', async () => {
        const db = test.app.db;
        const { id } = await db
            .insertInto('customers')
            .values({
                loginId: 'MY-DASH',
                firstName: 'Siti',
                lastName: 'Rahman',
                email: 'siti@example.com.my',
                phoneNumber: '+60 12-000 0000',
                status: 'inactive',
                rewardPoints: 0,
                registeredAt: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        const trail = (pointsChange: number, daysAgo: number) => ({
            customerId: id,
            reason: 'test',
            pointsChange,
            createdAt: sql<Date>`now() - make_interval(days => ${daysAgo})` as never,
        });
        await db
            .insertInto('rewardPointsTrails')
            .values([trail(100, 0), trail(50, 0), trail(-30, 0), trail(70, 400)])
            .execute();
        let dashboard = await read();
        const thisWeek = () => dashboard.pointsByWeek.at(-1);
        expect(thisWeek()).toMatchObject({ issued: 150, spent: 30 });
        // A year-old entry is counted in its own week, outside the twelve shown.
        expect(dashboard.pointsByWeek.reduce((sum, week) => sum + week.issued, 0)).toBe(150);

        // Entries are final (a change is a new entry), but a deleted one, as when a customer is purged,
        // leaves the week's figures.
        await db
            .insertInto('rewardPointsTrails')
            .values([trail(30, 0), trail(10, 0)])
            .execute();
        await db.deleteFrom('rewardPointsTrails').where('pointsChange', '=', 50).execute();
        dashboard = await read();
        expect(thisWeek()).toMatchObject({ issued: 140, spent: 30 });
        expect(dashboard.customersByStatus).toContainEqual({ status: 'inactive', total: 1 });
    });

    it('counts active vouchers, copies, the last 30 days and running and coming campaigns', async () => {
        const db = test.app.db;
        const voucher = await db
            .insertInto('vouchers')
            .values({
                name: 'Kopi',
                code: 'KOPI',
                type: 'PERCENTAGE',
                discountValue: 10,
                isPublic: true,
                canBeWhitelisted: false,
                pointsRequired: 10,
                validityType: 'UNLIMITED',
                issuedCount: 3,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        const customer = await db.selectFrom('customers').select('id').executeTakeFirstOrThrow();
        const copy = (redeemedDaysAgo: number, usedDaysAgo: number | null) => ({
            customerId: customer.id,
            voucherId: voucher.id,
            redeemedAt: sql<Date>`now() - make_interval(days => ${redeemedDaysAgo})` as never,
            isActive: true,
            usedAt:
                usedDaysAgo === null
                    ? null
                    : (sql<Date>`now() - make_interval(days => ${usedDaysAgo})` as never),
        });
        await db
            .insertInto('customerVouchers')
            .values([copy(1, 0), copy(10, null), copy(45, 40)])
            .execute();
        const campaign = (
            title: string,
            startDays: number,
            endDays: number | null,
            isActive = true
        ) => ({
            title,
            isActive,
            startDateTime: sql<Date>`now() + make_interval(days => ${startDays})` as never,
            endDateTime:
                endDays === null
                    ? null
                    : (sql<Date>`now() + make_interval(days => ${endDays})` as never),
        });
        await db
            .insertInto('advertisements')
            .values([
                campaign('Running', -5, 5),
                campaign('Open-ended', -50, null),
                campaign('Ended', -20, -1),
                campaign('Soon', 3, 10),
                campaign('Later', 30, 40),
                campaign('Switched off', -1, 5, false),
            ])
            .execute();
        const dashboard = await read();
        expect(dashboard.vouchers).toEqual({ active: 1, copiesIssued: 3 });
        expect(dashboard.last30Days).toEqual({ assigned: 2, redeemed: 1 });
        expect(dashboard.campaigns.runningCount).toBe(2);
        expect(dashboard.campaigns.running.map(row => row.title)).toEqual([
            'Running',
            'Open-ended',
        ]);
        expect(dashboard.campaigns.startingSoon.map(row => row.title)).toEqual(['Soon']);
    });

    it('is read by any signed-in staff member and no one else', async () => {
        const analyst = await test.tokenFor('analyst', '7');
        const asAnalyst = await test.app.inject({
            url: '/v1/i/dashboard',
            headers: { authorization: `Bearer ${analyst}` },
        });
        expect(asAnalyst.statusCode).toBe(200);
        expect((await test.app.inject({ url: '/v1/i/dashboard' })).statusCode).toBe(401);
    });
});
