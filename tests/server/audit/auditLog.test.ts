import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../contract/client/index.ts';
import {
    type Api,
    apiFor,
    backends,
    createTestApp,
    dataOf,
    formWith,
    type TestApp,
    validVoucher,
} from '../helpers.ts';

type TrailQuery = NonNullable<paths['/v1/i/audit-log']['get']['parameters']['query']>;

describe.each(backends)('GET /v1/i/audit-log and the extensions on %s', backend => {
    let test: TestApp;
    let manager: Api;
    let vouchers: string[];
    beforeAll(async () => {
        test = await createTestApp(backend);
        manager = apiFor(test.app, await test.tokenFor('manager', '2'));
        const create = async (name: string, api: Api) => {
            const created = await api.POST('/v1/i/vouchers', {
                body: { ...validVoucher, name },
                bodySerializer: formWith(),
            });
            return dataOf(created).voucher.id;
        };
        vouchers = [await create('One', test.api), await create('Two', test.api)];
        vouchers.push(await create('Three', manager));
        const deleted = await manager.DELETE('/v1/i/vouchers/{id}', {
            params: { path: { id: vouchers[0] as string } },
        });
        expect(deleted.response.status).toBe(204);
    });
    afterAll(() => test?.close());

    const trail = async (query: TrailQuery) => {
        const answer = await test.api.GET('/v1/i/audit-log', { params: { query } });
        expect(answer.response.status, JSON.stringify(query)).toBe(200);
        return dataOf(answer);
    };
    const summary = async (query: TrailQuery) => {
        const { entries, total } = await trail(query);
        return { total, entries: entries.map(entry => `${entry.action} ${entry.entityId}`) };
    };

    it('answers every entry, newest first, with the total', async () => {
        const [one, two, three] = vouchers;
        expect(await summary({})).toEqual({
            total: 4,
            entries: [`delete ${one}`, `create ${three}`, `create ${two}`, `create ${one}`],
        });
    });

    it('filters by actor (id or username), entity, action and dates', async () => {
        const [one, two, three] = vouchers;
        expect((await summary({ actor: '2' })).entries).toEqual([
            `delete ${one}`,
            `create ${three}`,
        ]);
        expect((await summary({ actor: 'ADMIN' })).entries).toEqual([
            `create ${two}`,
            `create ${one}`,
        ]);
        expect((await summary({ actor: 'nobody' })).total).toBe(0);
        expect((await summary({ entityType: 'voucher' })).total).toBe(4);
        expect((await summary({ entityType: 'advertisement' })).total).toBe(0);
        expect((await summary({ entityType: 'voucher', entityId: one })).entries).toEqual([
            `delete ${one}`,
            `create ${one}`,
        ]);
        expect((await summary({ action: 'delete' })).entries).toEqual([`delete ${one}`]);
        const hour = 60 * 60_000;
        const past = new Date(Date.now() - hour).toISOString();
        const future = new Date(Date.now() + hour).toISOString();
        expect((await summary({ from: past, to: future })).total).toBe(4);
        expect((await summary({ from: future })).total).toBe(0);
        expect((await summary({ to: past })).total).toBe(0);
        expect((await summary({ to: '2000-01-01' })).total).toBe(0);
    });

    it('pages the trail', async () => {
        const [one, two] = vouchers;
        expect(await summary({ page: 2, perPage: 2 })).toEqual({
            total: 4,
            entries: [`create ${two}`, `create ${one}`],
        });
        expect(await summary({ page: 3, perPage: 2 })).toEqual({ total: 4, entries: [] });
        // `action=rename` is outside the document's enum: that one goes by hand.
        for (const query of [{ page: 0 }, { perPage: 501 }, { from: 'yesterday' }]) {
            const answer = await test.api.GET('/v1/i/audit-log', { params: { query } });
            expect(answer.response.status, JSON.stringify(query)).toBe(400);
        }
        const rename = await test.app.inject({
            url: '/v1/i/audit-log?action=rename',
            headers: test.auth,
        });
        expect(rename.statusCode, '?action=rename').toBe(400);
    });

    it('has no route that changes or removes an entry', async () => {
        const before = await trail({});
        const [newest] = before.entries;
        for (const url of [
            '/v1/i/audit-log',
            `/v1/i/audit-log/${newest?.id}`,
            '/v1/i/audit-log/1',
            '/v1/i/audit-log/export.csv',
        ]) {
            for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'SEARCH'] as const) {
                const response = await test.app.inject({
                    method,
                    url,
                    payload: { action: 'create' },
                    headers: test.auth,
                });
                expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
            }
        }
        // Nor does GET on an entry's own address read or change it.
        const one = await test.app.inject({
            url: `/v1/i/audit-log/${newest?.id}`,
            headers: test.auth,
        });
        expect(one.statusCode).toBe(404);
        expect(await trail({})).toEqual(before);
        // And the table itself refuses, whoever asks.
        await expect(
            test.app.db.updateTable('auditLog').set({ actorUsername: 'someone' }).execute()
        ).rejects.toThrow(/cannot be changed/);
        await expect(test.app.db.deleteFrom('auditLog').execute()).rejects.toThrow(
            /cannot be changed/
        );
    });

    it('says which records are gone, and takes the console sort and either order', async () => {
        const [one, two] = vouchers;
        const { entries } = await trail({ entityType: 'voucher', sort: 'id', order: 'ASC' });
        expect(
            entries.map(entry => `${entry.action} ${entry.entityId} ${entry.recordDeleted}`)
        ).toEqual([
            `create ${one} true`,
            `create ${two} false`,
            `create ${vouchers[2]} false`,
            `delete ${one} true`,
        ]);
    });

    it('names the extensions this server offers', async () => {
        const response = await manager.GET('/v1/i/extensions');
        expect(response.response.status).toBe(200);
        expect(response.data).toEqual({
            extensions: [
                'paging',
                'audit-log',
                'staff-users',
                'advertisement-delete',
                'customer-writes',
                'points-ledger',
                'notifications',
                'dashboard',
                'csv-export',
                'logout',
                'personal-data',
            ],
        });
        expect((await apiFor(test.app).GET('/v1/i/extensions')).response.status).toBe(401);
    });
});
