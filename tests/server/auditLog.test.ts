import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, multipart, type TestApp, validVoucher } from './helpers.ts';

describe.each(backends)('GET /v1/i/audit-log and the extensions on %s', backend => {
    let test: TestApp;
    let manager: { authorization: string };
    let vouchers: string[];
    beforeAll(async () => {
        test = await createTestApp(backend);
        manager = { authorization: `Bearer ${await test.tokenFor('manager', '2')}` };
        const create = async (name: string, headers: { authorization: string }) => {
            const body = await multipart({ ...validVoucher, name });
            const response = await test.app.inject({
                method: 'POST',
                url: '/v1/i/vouchers',
                payload: body.payload,
                headers: { ...body.headers, ...headers },
            });
            return response.json().voucher.id as string;
        };
        vouchers = [await create('One', test.auth), await create('Two', test.auth)];
        vouchers.push(await create('Three', manager));
        const deleted = await test.app.inject({
            method: 'DELETE',
            url: `/v1/i/vouchers/${vouchers[0]}`,
            headers: manager,
        });
        expect(deleted.statusCode).toBe(204);
    });
    afterAll(() => test?.close());

    const trail = async (query: string) => {
        const response = await test.app.inject({
            url: `/v1/i/audit-log${query}`,
            headers: test.auth,
        });
        expect(response.statusCode, query).toBe(200);
        return response.json() as {
            entries: { action: string; entityId: string; actorUsername: string }[];
            total: number;
        };
    };
    const summary = async (query: string) => {
        const { entries, total } = await trail(query);
        return { total, entries: entries.map(entry => `${entry.action} ${entry.entityId}`) };
    };

    it('answers every entry, newest first, with the total', async () => {
        const [one, two, three] = vouchers;
        expect(await summary('')).toEqual({
            total: 4,
            entries: [`delete ${one}`, `create ${three}`, `create ${two}`, `create ${one}`],
        });
    });

    it('filters by actor (id or username), entity, action and dates', async () => {
        const [one, two, three] = vouchers;
        expect((await summary('?actor=2')).entries).toEqual([`delete ${one}`, `create ${three}`]);
        expect((await summary('?actor=ADMIN')).entries).toEqual([`create ${two}`, `create ${one}`]);
        expect((await summary('?actor=nobody')).total).toBe(0);
        expect((await summary('?entityType=voucher')).total).toBe(4);
        expect((await summary('?entityType=advertisement')).total).toBe(0);
        expect((await summary(`?entityType=voucher&entityId=${one}`)).entries).toEqual([
            `delete ${one}`,
            `create ${one}`,
        ]);
        expect((await summary('?action=delete')).entries).toEqual([`delete ${one}`]);
        const hour = 60 * 60_000;
        const past = new Date(Date.now() - hour).toISOString();
        const future = new Date(Date.now() + hour).toISOString();
        expect((await summary(`?from=${past}&to=${future}`)).total).toBe(4);
        expect((await summary(`?from=${future}`)).total).toBe(0);
        expect((await summary(`?to=${past}`)).total).toBe(0);
        expect((await summary('?to=2000-01-01')).total).toBe(0);
    });

    it('pages the trail', async () => {
        const [one, two] = vouchers;
        expect(await summary('?page=2&perPage=2')).toEqual({
            total: 4,
            entries: [`create ${two}`, `create ${one}`],
        });
        expect(await summary('?page=3&perPage=2')).toEqual({ total: 4, entries: [] });
        for (const query of ['?page=0', '?perPage=501', '?action=rename', '?from=yesterday']) {
            const response = await test.app.inject({
                url: `/v1/i/audit-log${query}`,
                headers: test.auth,
            });
            expect(response.statusCode, query).toBe(400);
        }
    });

    it('has no route that changes or removes an entry', async () => {
        const before = await trail('');
        const [newest] = before.entries as unknown as { id: string }[];
        for (const url of [
            '/v1/i/audit-log',
            `/v1/i/audit-log/${newest?.id}`,
            '/v1/i/audit-log/1',
        ]) {
            for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
                const response = await test.app.inject({
                    method,
                    url,
                    payload: { action: 'create' },
                    headers: test.auth,
                });
                expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
            }
        }
        expect(await trail('')).toEqual(before);
    });

    it('names the extensions this server offers', async () => {
        const response = await test.app.inject({ url: '/v1/i/extensions', headers: manager });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ extensions: ['paging', 'audit-log', 'staff-users'] });
        expect((await test.app.inject({ url: '/v1/i/extensions' })).statusCode).toBe(401);
    });
});
