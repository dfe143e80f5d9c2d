import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

// The streamed exports of a customer's points and transactions histories and of the notifications: each file
// holds exactly the rows its list route answers, in the list's order, across several batches of 1000 rows.

type CsvRow = Record<string, string>;

/** A cell as the list answers it: the apostrophe that defuses a formula taken off again. */
const plain = (cell: string | undefined) => cell?.replace(/^'(?=[=+\-@\t\r])/, '');

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Ledger dates that tie and differ by a microsecond, out of step with the ids: a JavaScript Date would lose the
 * microsecond between two batches, and a file ordered by id alone would not be the screen's order.
 */
const scrambledInstant = (k: string) =>
    sql.raw(
        `timestamptz '2026-03-01 00:00:00+00' + (${k} % 700) * interval '1 second' + ((${k} / 700) % 3) * interval '1 microsecond'`
    );

describe.each(backends)('history and notification exports on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
        await insertCustomers(test.app.db, 3, 1, 1);
        await sql`
            INSERT INTO reward_points_trails (customer_id, reason, points_change, created_at)
            SELECT 1, CASE WHEN k = 5 THEN '=HYPERLINK("http://evil.example","x")' ELSE 'Purchase ' || k END,
                CASE WHEN k % 3 = 0 THEN -10 ELSE 40 END, ${scrambledInstant('k')}
            FROM generate_series(1, 2500) k`.execute(test.app.db);
        await sql`
            INSERT INTO transactions (customer_id, branch_code, date, currency, net_total_amount)
            SELECT 1, CASE WHEN k = 300 THEN '-KL001' ELSE 'PJ002' END, ${scrambledInstant('k')}, 'MYR',
                CASE WHEN k % 2 = 0 THEN 12.5 ELSE 7 END
            FROM generate_series(1, 1500) k`.execute(test.app.db);
        await sql`
            INSERT INTO notifications (title, message, type, priority, recipients, channels, status,
                scheduled_at)
            SELECT CASE WHEN k = 11 THEN '@SUM(A1) promo' ELSE 'Promo ' || k END, 'Message ' || k, 'info',
                'normal', 'customers', ARRAY['in-app', 'email'],
                (ARRAY['draft', 'scheduled', 'sent'])[1 + k % 3],
                CASE WHEN k % 3 = 1 THEN now() + interval '1 day' END
            FROM generate_series(1, 2300) k`.execute(test.app.db);
        await sql`
            INSERT INTO notification_figures (notification_id, channel, delivered, failed)
            SELECT id, channel, 3, 1 FROM notifications, unnest(ARRAY['in-app', 'email']) channel
            WHERE status = 'sent' AND id % 4 = 0`.execute(test.app.db);
    }, 120_000);
    afterAll(() => test?.close());

    const get = (url: string, headers: Record<string, string> = test.auth) =>
        test.app.inject({ url, headers });
    const parse = (body: string): CsvRow[] => {
        expect(body.startsWith('\uFEFF')).toBe(true);
        const parsed = Papa.parse<CsvRow>(body.slice(1), { header: true, skipEmptyLines: true });
        expect(parsed.errors).toEqual([]);
        return parsed.data;
    };
    /** Every page of a list route, in its order. */
    const listAll = async <T>(path: string, key: string, query: string) => {
        const rows: T[] = [];
        for (let page = 1; ; page++) {
            const answer = (await get(`${path}?${query}&perPage=1000&page=${page}`)).json();
            rows.push(...answer[key]);
            if (rows.length >= answer.total) return rows;
        }
    };
    const latestExport = async () =>
        (await get('/v1/i/audit-log?action=export&entityType=export')).json().entries[0];

    const range = 'from=2026-03-01T00:01:40Z&to=2026-03-01T00:10:00Z';

    it("streams a customer's points within the date range, row for row in the list's order", async () => {
        const reply = await get(`/v1/i/customers/1/points/export.csv?${range}`);
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-disposition']).toBe(
            `attachment; filename="customer-1-points-${today()}.csv"`
        );
        const rows = parse(reply.body);
        type Entry = { id: string; createdAt: string; kind: string; reason: string } & {
            pointsChange: number;
            staff: { username: string } | null;
        };
        const list = await listAll<Entry>('/v1/i/customers/1/points', 'points', range);
        // 500 seconds of the 700, each with three or four entries; more than one batch.
        expect(list.length).toBeGreaterThan(1500);
        expect(list.length).toBeLessThan(2500);
        expect(
            rows.map(row => ({
                id: row.ID,
                createdAt: row.Date,
                kind: row.Kind,
                reason: plain(row.Reason),
                pointsChange: Number(row['Points Change']),
                staff: row.Staff || null,
            }))
        ).toEqual(
            list.map(entry => ({
                id: entry.id,
                createdAt: entry.createdAt,
                kind: entry.kind,
                reason: entry.reason,
                pointsChange: entry.pointsChange,
                staff: entry.staff?.username ?? null,
            }))
        );
        expect(await latestExport()).toMatchObject({
            entityId: 'customer-1-points',
            actorUsername: 'admin',
            changes: {
                customerId: { before: null, after: '1' },
                from: { before: null, after: '2026-03-01T00:01:40.000Z' },
                to: { before: null, after: '2026-03-01T00:10:00.000Z' },
            },
        });
    });

    it('exports every entry when no range is given, the formula defused and negatives kept as numbers', async () => {
        const rows = parse((await get('/v1/i/customers/1/points/export.csv')).body);
        expect(rows).toHaveLength(2501);
        expect(new Set(rows.map(row => row.ID)).size).toBe(2501);
        const evil = rows.find(row => row.Reason?.includes('HYPERLINK'));
        expect(evil?.Reason).toBe(`'=HYPERLINK("http://evil.example","x")`);
        expect(rows.some(row => row['Points Change'] === '-10')).toBe(true);
    });

    it("streams a customer's transactions with money in two decimals", async () => {
        const reply = await get(`/v1/i/customers/1/transactions/export.csv?${range}`);
        expect(reply.headers['content-disposition']).toBe(
            `attachment; filename="customer-1-transactions-${today()}.csv"`
        );
        const rows = parse(reply.body);
        type Transaction = { id: string; date: string; branchCode: string | null } & {
            currency: string;
            netTotalAmount: number;
        };
        const list = await listAll<Transaction>(
            '/v1/i/customers/1/transactions',
            'transactions',
            range
        );
        expect(list.length).toBeGreaterThan(1000);
        expect(
            rows.map(row => ({
                id: row.ID,
                date: row.Date,
                branchCode: plain(row.Branch),
                currency: row.Currency,
                netTotalAmount: Number(row['Net Total Amount']),
            }))
        ).toEqual(list);
        expect(rows.every(row => /^\d+\.\d\d$/.test(row['Net Total Amount'] ?? ''))).toBe(true);
        expect(rows.find(row => row.Branch?.includes('KL001'))?.Branch).toBe(`'-KL001`);
        expect((await latestExport()).entityId).toBe('customer-1-transactions');
    });

    it("streams the notifications of the list's tab and search, newest first", async () => {
        const reply = await get('/v1/i/notifications/export.csv?status=sent&q=promo');
        expect(reply.headers['content-disposition']).toBe(
            `attachment; filename="notifications-${today()}.csv"`
        );
        const rows = parse(reply.body);
        type Listed = { id: string; title: string; status: string; channels: string[] } & {
            createdAt: string;
            delivery: { delivered: number; failed: number }[];
        };
        const list = await listAll<Listed>(
            '/v1/i/notifications',
            'notifications',
            'status=sent&q=promo'
        );
        expect(list.length).toBeGreaterThan(700);
        const sum = (figures: Listed['delivery'], field: 'delivered' | 'failed') =>
            figures.reduce((total, figure) => total + figure[field], 0);
        expect(
            rows.map(row => ({
                id: row.ID,
                title: plain(row.Title),
                status: row.Status,
                channels: row.Channels?.split(' '),
                createdAt: row['Created At'],
                delivered: Number(row.Delivered),
                failed: Number(row.Failed),
            }))
        ).toEqual(
            list.map(item => ({
                id: item.id,
                title: item.title,
                status: item.status,
                channels: item.channels,
                createdAt: item.createdAt,
                delivered: sum(item.delivery, 'delivered'),
                failed: sum(item.delivery, 'failed'),
            }))
        );
        expect(rows.some(row => row.Delivered === '6')).toBe(true);
        expect(await latestExport()).toMatchObject({
            entityId: 'notifications',
            changes: { status: { after: 'sent' }, q: { after: 'promo' } },
        });
    });

    it('defuses a notification title that a spreadsheet would run', async () => {
        const [row] = parse((await get('/v1/i/notifications/export.csv?q=sum(a1)')).body);
        expect(row?.Title).toBe(`'@SUM(A1) promo`);
    });

    it('refuses an unknown customer, a bad date or tab, and a request without a session', async () => {
        expect((await get('/v1/i/customers/999999/points/export.csv')).statusCode).toBe(404);
        expect((await get('/v1/i/customers/999999/transactions/export.csv')).statusCode).toBe(404);
        expect((await get('/v1/i/customers/1/points/export.csv?from=soon')).statusCode).toBe(400);
        expect((await get('/v1/i/notifications/export.csv?status=lost')).statusCode).toBe(400);
        for (const url of [
            '/v1/i/customers/1/points/export.csv',
            '/v1/i/customers/1/transactions/export.csv',
            '/v1/i/notifications/export.csv',
        ]) {
            expect((await get(url, {})).statusCode).toBe(401);
        }
    });

    it('lets any signed-in staff member export, as they may read the lists', async () => {
        const analyst = { authorization: `Bearer ${await test.tokenFor('analyst', '9')}` };
        const reply = await get('/v1/i/notifications/export.csv?q=zzzz', analyst);
        expect(reply.statusCode).toBe(200);
        expect(parse(reply.body)).toEqual([]);
        expect(await latestExport()).toMatchObject({
            entityId: 'notifications',
            actorUsername: 'analyst-9',
        });
    });
});
