import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { apiFor, backends, createTestApp, dataOf, type TestApp } from '../helpers.ts';
import { ledgerMismatches } from '../ledgerHelpers.ts';

describe.each(backends)('the points ledger on %s', backend => {
    let test: TestApp;
    let ids: string[];
    beforeAll(async () => {
        test = await createTestApp(backend);
        await insertCustomers(test.app.db, 12, 6, 5);
        const rows = await test.app.db.selectFrom('customers').select('id').orderBy('id').execute();
        ids = rows.map(row => String(row.id));
    });
    afterAll(() => test?.close());

    const points = (id: string, query: Record<string, string> = {}) =>
        test.api.GET('/v1/i/customers/{id}/points', { params: { path: { id }, query } });
    const adjust = (
        id: string,
        pointsChange: number,
        reason = 'Goodwill gesture',
        api = test.api
    ) =>
        api.POST('/v1/i/customers/{id}/points', {
            params: { path: { id } },
            body: { pointsChange, reason },
        });
    const reverse = (id: string, entryId: string, reason = 'Entered by mistake') =>
        test.api.POST('/v1/i/customers/{id}/points/{entryId}/reverse', {
            params: { path: { id, entryId } },
            body: { reason },
        });
    const balanceOf = async (id: string) =>
        dataOf(await test.api.GET('/v1/i/customer/{id}', { params: { path: { id } } })).customer
            .pointBalance;
    const send = (method: 'POST' | 'GET', url: string, payload?: object) =>
        test.app.inject({ method, url, payload, headers: test.auth });

    it('lists the ledger newest first with paging, a total and a date range', async () => {
        const id = ids[0] as string;
        const all = dataOf(await points(id, { perPage: '100' }));
        expect(all.total).toBe(6);
        const dates = all.points.map(entry => Date.parse(entry.createdAt));
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
        expect(all.points.reduce((sum, entry) => sum + entry.pointsChange, 0)).toBe(
            await balanceOf(id)
        );
        const second = dataOf(await points(id, { page: '2', perPage: '4' }));
        expect(second.points.map(entry => entry.id)).toEqual(
            all.points.slice(4).map(entry => entry.id)
        );
        expect(second.total).toBe(6);
        const middle = all.points[2]?.createdAt as string;
        const since = dataOf(await points(id, { from: middle }));
        expect(since.points.map(entry => entry.id)).toEqual(
            all.points.slice(0, 3).map(entry => entry.id)
        );
        const before = dataOf(await points(id, { to: middle }));
        expect(before.total).toBe(3);
        expect(all.points[0]).toMatchObject({ kind: 'system', staff: null, reversedBy: null });
    });

    it('lists transactions with paging and dates, and 404s an unknown customer', async () => {
        const id = ids[1] as string;
        const all = dataOf(
            await test.api.GET('/v1/i/customers/{id}/transactions', {
                params: { path: { id }, query: { perPage: 2 } },
            })
        );
        expect(all.total).toBe(5);
        expect(all.transactions).toHaveLength(2);
        expect(all.transactions[0]?.currency).toBe('MYR');
        const future = dataOf(
            await test.api.GET('/v1/i/customers/{id}/transactions', {
                params: { path: { id }, query: { from: '2999-01-01' } },
            })
        );
        expect(future).toEqual({ transactions: [], total: 0 });
        expect((await points('999999')).response.status).toBe(404);
        expect((await send('GET', '/v1/i/customers/999999/transactions')).statusCode).toBe(404);
        expect((await send('GET', `/v1/i/customers/${id}/points?from=yesterday`)).statusCode).toBe(
            400
        );
        expect((await send('GET', `/v1/i/customers/${id}/points?perPage=0`)).statusCode).toBe(400);
    });

    it('adjusts points with the staff member recorded, and refuses to overdraw', async () => {
        const id = ids[2] as string;
        const start = await balanceOf(id);
        const added = dataOf(await adjust(id, 50, '  Missed purchase at Mid Valley  '));
        expect(added.balance).toBe(start + 50);
        expect(added.entry).toMatchObject({
            kind: 'adjustment',
            pointsChange: 50,
            reason: 'Missed purchase at Mid Valley',
            staff: { id: '1', username: 'admin' },
            reverses: null,
        });
        const over = await adjust(id, -(start + 51));
        expect(over.response.status).toBe(409);
        expect(over.error).toEqual({
            message: 'Insufficient points',
            code: 'insufficient_points',
            params: {},
            errors: { pointsChange: `The balance is ${start + 50} points` },
            fieldCodes: {
                pointsChange: { code: 'balance_is', params: { balance: String(start + 50) } },
            },
        });
        const all = dataOf(await adjust(id, -(start + 50)));
        expect(all.balance).toBe(0);
        expect(await balanceOf(id)).toBe(0);
        const audit = await test.app.db
            .selectFrom('auditLog')
            .selectAll()
            .where('entityType', '=', 'pointsEntry')
            .where('entityId', '=', added.entry.id)
            .executeTakeFirstOrThrow();
        expect(audit).toMatchObject({ action: 'create', actorUsername: 'admin' });
        expect(audit.changes.pointsChange).toEqual({ before: null, after: 50 });
    });

    it('refuses bad adjustments with 400 and field names', async () => {
        const id = ids[3] as string;
        const url = `/v1/i/customers/${id}/points`;
        for (const [payload, field] of [
            [{ pointsChange: 0, reason: 'x' }, 'pointsChange'],
            [{ pointsChange: 1.5, reason: 'x' }, 'pointsChange'],
            [{ pointsChange: '10', reason: 'x' }, 'pointsChange'],
            [{ pointsChange: 10, reason: '   ' }, 'reason'],
            [{ pointsChange: 10 }, 'reason'],
            [{ pointsChange: 10, reason: 'x'.repeat(201) }, 'reason'],
            [{ pointsChange: 10, reason: 'x', balance: 5 }, 'balance'],
        ] as const) {
            const response = await send('POST', url, payload);
            expect(response.statusCode, JSON.stringify(payload)).toBe(400);
            expect(Object.keys(response.json().errors)).toContain(field);
        }
        expect((await adjust(id, 10, 'x'.repeat(200))).response.status).toBe(201);
        expect((await adjust('999999', 10)).response.status).toBe(404);
        const analyst = apiFor(test.app, await test.tokenFor('analyst', '7'));
        expect((await adjust(id, 10, 'x', analyst)).response.status).toBe(403);
    });

    it('reverses an entry once, linked both ways, and never a reversal', async () => {
        const id = ids[4] as string;
        const start = await balanceOf(id);
        const added = dataOf(await adjust(id, 50, 'Goodwill'));
        const reversed = dataOf(await reverse(id, added.entry.id, 'Given twice'));
        expect(reversed.balance).toBe(start);
        expect(reversed.entry).toMatchObject({
            kind: 'reversal',
            pointsChange: -50,
            reason: 'Given twice',
            reverses: added.entry.id,
            staff: { username: 'admin' },
        });
        const listed = dataOf(await points(id, { perPage: '2' })).points;
        expect(listed.map(entry => entry.id)).toEqual([reversed.entry.id, added.entry.id]);
        expect(listed[1]?.reversedBy).toBe(reversed.entry.id);
        const again = await reverse(id, added.entry.id);
        expect(again.response.status).toBe(409);
        expect(again.error?.message).toBe('This entry has already been reversed');
        expect((await reverse(id, reversed.entry.id)).response.status).toBe(409);
        expect((await reverse(ids[5] as string, added.entry.id)).response.status).toBe(404);
        expect((await reverse(id, '999999')).response.status).toBe(404);
        expect(await balanceOf(id)).toBe(start);
    });

    it('refuses a reversal that would overdraw', async () => {
        const id = ids[6] as string;
        const added = dataOf(await adjust(id, 40, 'Promotion'));
        dataOf(await adjust(id, -added.balance, 'Spent everything'));
        const refused = await reverse(id, added.entry.id);
        expect(refused.response.status).toBe(409);
        expect(refused.error?.message).toBe('Insufficient points');
    });

    it('keeps balances and ledger equal in the database, whoever writes', async () => {
        const id = Number(ids[7]);
        const change = sql`UPDATE customers SET reward_points = reward_points + 5 WHERE id = ${id}`;
        await expect(change.execute(test.app.db)).rejects.toThrow();
        const edit = sql`UPDATE reward_points_trails SET points_change = 1 WHERE customer_id = ${id}`;
        await expect(edit.execute(test.app.db)).rejects.toThrow();
        const overdraw = sql`INSERT INTO reward_points_trails (customer_id, reason, points_change)
            VALUES (${id}, 'x', -1000000)`;
        await expect(overdraw.execute(test.app.db)).rejects.toThrow();
        const rich = sql`INSERT INTO customers (login_id, first_name, last_name, email, phone_number, status,
            reward_points) VALUES ('RICH', 'A', 'B', 'rich@example.com', '0123456789', 'active', 100)`;
        await expect(rich.execute(test.app.db)).rejects.toThrow();
        expect(await ledgerMismatches(test.app.db)).toEqual([]);
    });

    it('leaves no change behind when the audit entry cannot be written', async () => {
        const id = ids[8] as string;
        const added = dataOf(await adjust(id, 30, 'Before the outage'));
        const before = dataOf(
            await test.api.GET('/v1/i/customer/{id}', { params: { path: { id } } })
        );
        const entries = dataOf(await points(id, { perPage: '100' })).total;
        for (const statement of [
            `CREATE FUNCTION refuse_entry() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN RAISE EXCEPTION 'audit trail unavailable'; END $$`,
            `CREATE TRIGGER refuse_entry BEFORE INSERT ON audit_log
                FOR EACH ROW EXECUTE FUNCTION refuse_entry()`,
        ]) {
            await sql.raw(statement).execute(test.app.db);
        }
        try {
            const writes = [
                () => adjust(id, 10),
                () => reverse(id, added.entry.id),
                () =>
                    test.api.PATCH('/v1/i/customer/{id}', {
                        params: { path: { id } },
                        body: { city: 'Never' },
                    }),
                () => test.api.DELETE('/v1/i/customer/{id}', { params: { path: { id } } }),
            ];
            for (const write of writes) {
                expect((await write()).response.status).toBe(500);
            }
        } finally {
            await sql.raw('DROP TRIGGER refuse_entry ON audit_log').execute(test.app.db);
            await sql.raw('DROP FUNCTION refuse_entry()').execute(test.app.db);
        }
        const after = dataOf(
            await test.api.GET('/v1/i/customer/{id}', { params: { path: { id } } })
        );
        expect(after).toEqual(before);
        expect(dataOf(await points(id, { perPage: '100' })).total).toBe(entries);
    });
});
