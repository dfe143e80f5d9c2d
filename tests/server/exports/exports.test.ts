import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, money } from '../../../server/exports/csv.ts';
import { seedCustomers } from '../../../server/seed/customers.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

describe('CSV cells', () => {
    it('defuses text a spreadsheet would run as a formula, and quotes what needs it', () => {
        expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
        expect(csvCell('+60 12-345')).toBe(`'+60 12-345`);
        expect(csvCell('-2+3')).toBe(`'-2+3`);
        expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
        expect(csvCell('\tcmd')).toBe(`'\tcmd`);
        expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
        expect(csvCell('Tan, Mei Xin')).toBe('"Tan, Mei Xin"');
        expect(csvCell('plain')).toBe('plain');
        // Numbers, negative amounts included, stay numbers.
        expect(csvCell(-30)).toBe('-30');
        expect(csvCell('-12.50')).toBe('-12.50');
        expect(csvCell(null)).toBe('');
        expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    });

    it('keeps two decimals on money', () => {
        expect(money('12.5')).toBe('12.50');
        expect(money(7)).toBe('7.00');
        expect(money(null)).toBeNull();
    });
});

describe.each(backends)('CSV exports on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
        await seedCustomers(test.app.db, 2_345, () => {}, 1_000);
        const inactive = { phoneNumber: '+60 12-000 0000', status: 'inactive', rewardPoints: 0 };
        await test.app.db
            .insertInto('customers')
            .values([
                // A customer whose name would run as a formula in a spreadsheet.
                {
                    ...inactive,
                    loginId: 'MY-EVIL',
                    firstName: '=cmd|',
                    lastName: "'/C calc'!A0",
                    email: '@evil@example.com',
                    registeredAt: new Date(),
                },
                // An anonymised customer leaves the file as it leaves the list, whatever it matches.
                {
                    ...inactive,
                    loginId: 'MY-GONE',
                    firstName: 'Tan',
                    lastName: 'Tan',
                    email: 'gone.tan@example.com',
                    registeredAt: new Date(),
                    anonymisedAt: new Date(),
                },
            ])
            .execute();
    }, 120_000);
    afterAll(() => test?.close());

    const get = (url: string, token = test.auth) => test.app.inject({ url, headers: token });
    const parse = (body: string) => {
        expect(body.startsWith('\uFEFF')).toBe(true);
        const parsed = Papa.parse<Record<string, string>>(body.slice(1), {
            header: true,
            skipEmptyLines: true,
        });
        expect(parsed.errors).toEqual([]);
        return parsed.data;
    };
    const listAll = async (query: string) => {
        const rows: Record<string, unknown>[] = [];
        for (let page = 1; ; page++) {
            const reply = await get(
                `/v1/i/customers?${query}&sort=id&order=ASC&perPage=1000&page=${page}`
            );
            const { customers, total } = reply.json();
            rows.push(...customers);
            if (rows.length >= total) return { rows, total };
        }
    };

    it('streams the customers filtered as the list filters them, row for row, with a dated file name', async () => {
        const reply = await get('/v1/i/customers/export.csv?status=Inactive&q=tan');
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
        const today = new Date().toISOString().slice(0, 10);
        expect(reply.headers['content-disposition']).toBe(
            `attachment; filename="customers-${today}.csv"`
        );
        const rows = parse(reply.body);
        const list = await listAll('status=Inactive&q=tan');
        expect(rows.length).toBe(list.total);
        expect(rows.length).toBeGreaterThan(5);
        expect(
            rows.map(row => ({
                id: row.ID,
                loginID: row['Login ID'],
                name: row.Name,
                email: row.Email,
                status: row.Status,
                rewardPoints: Number(row['Reward Points']),
                registeredAt: row['Registered At'],
            }))
        ).toEqual(
            list.rows.map(row => ({
                id: row.id,
                loginID: row.loginID,
                name: row.name,
                email: row.email,
                status: row.status,
                rewardPoints: row.rewardPoints,
                registeredAt: row.registeredAt,
            }))
        );
    });

    it('exports every customer across many batches, in id order', async () => {
        const rows = parse((await get('/v1/i/customers/export.csv')).body);
        expect(rows).toHaveLength(2_346);
        const ids = rows.map(row => Number(row.ID));
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        expect(new Set(ids).size).toBe(ids.length);
    });

    it('escapes formula cells in the file', async () => {
        const reply = await get('/v1/i/customers/export.csv?q=my-evil');
        const [row] = parse(reply.body);
        expect(row?.Name).toBe(`'=cmd| '/C calc'!A0`);
        expect(row?.Email).toBe(`'@evil@example.com`);
    });

    it('records each export in the trail with its filters', async () => {
        await get('/v1/i/customers/export.csv?status=suspended');
        const trail = await get('/v1/i/audit-log?action=export&entityType=export');
        const [latest] = trail.json().entries;
        expect(latest).toMatchObject({
            action: 'export',
            entityId: 'customers',
            actorUsername: 'admin',
            changes: { status: { before: null, after: 'suspended' } },
        });
    });

    it("exports a customer's vouchers, staff users and the activity; refuses bad input with a 4xx", async () => {
        const vouchers = await get('/v1/i/customers/1/vouchers/export.csv');
        expect(vouchers.statusCode).toBe(200);
        expect(parse(vouchers.body)).toEqual([]);
        expect((await get('/v1/i/customers/999999/vouchers/export.csv')).statusCode).toBe(404);
        const users = parse((await get('/v1/i/staff-users/export.csv?role=admin')).body);
        expect(users.map(user => user.Username)).toEqual(['admin']);
        const activity = parse((await get('/v1/i/audit-log/export.csv?action=export')).body);
        expect(activity.length).toBeGreaterThanOrEqual(4);
        expect(activity[0]?.Action).toBe('export');
        expect(Number(activity[0]?.ID)).toBeGreaterThan(Number(activity.at(-1)?.ID));
        expect((await get('/v1/i/customers/export.csv?bogus=1')).statusCode).toBe(400);
        expect((await get('/v1/i/audit-log/export.csv?from=yesterday')).statusCode).toBe(400);
    });

    it('lets only Manage Users export the activity', async () => {
        const analyst = { authorization: `Bearer ${await test.tokenFor('analyst', '9')}` };
        expect((await get('/v1/i/audit-log/export.csv', analyst)).statusCode).toBe(403);
        expect((await get('/v1/i/customers/export.csv?q=zzzz', analyst)).statusCode).toBe(200);
        expect((await test.app.inject({ url: '/v1/i/customers/export.csv' })).statusCode).toBe(401);
    });
});
