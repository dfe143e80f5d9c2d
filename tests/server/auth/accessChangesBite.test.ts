import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../helpers.ts';
import { startTwoInstances } from '../twoInstances.ts';

// A change of a staff member's access answers only once every instance would refuse what it took away: the
// very next request of their token, on any instance, is judged by the new access. Each instance keeps its
// session cache (five seconds by default), warmed before the change; nothing here waits.

type Instance = FastifyInstance;
type Change = 'demote' | 'disable' | 'reset' | 'delete';

const person = { name: 'Siti Aminah', password: 'Nasi-Lemak#2026', role: 'manager' };

async function scenario(
    instances: Instance[],
    adminAuth: string,
    change: Change,
    changer: Instance
) {
    const [first] = instances as [Instance];
    const created = await first.inject({
        method: 'POST',
        url: '/v1/i/staff-users',
        payload: { ...person, username: `victim-${change}-${instances.indexOf(changer)}` },
        headers: { authorization: adminAuth },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json().user as { id: string; username: string };
    const token = await first.signAccessToken({
        id: user.id,
        username: user.username,
        role: 'manager',
    });
    const victim = { authorization: `Bearer ${token}` };
    const read = (app: Instance) =>
        app.inject({ method: 'GET', url: '/v1/i/vouchers', headers: victim });
    // Past the seam, deleting a voucher that is not there is a 404; without Manage Vouchers it is a 403.
    const write = (app: Instance) =>
        app.inject({ method: 'DELETE', url: '/v1/i/vouchers/999999', headers: victim });
    for (const app of instances) {
        expect((await read(app)).statusCode).toBe(200);
        expect((await write(app)).statusCode).toBe(404);
    }

    const url = `/v1/i/staff-users/${user.id}`;
    const request =
        change === 'demote'
            ? { method: 'PATCH' as const, url, payload: { role: 'analyst' } }
            : change === 'disable'
              ? { method: 'PATCH' as const, url, payload: { status: 'inactive' } }
              : change === 'reset'
                ? {
                      method: 'POST' as const,
                      url: `${url}/password`,
                      payload: { password: 'Kuih-Lapis#2026' },
                  }
                : { method: 'DELETE' as const, url };
    const answer = await changer.inject({ ...request, headers: { authorization: adminAuth } });
    expect(answer.statusCode).toBe(200);

    // The other instance first: it did not make the change.
    const order = [...instances.filter(app => app !== changer), changer];
    for (const app of order) {
        const where = `instance ${instances.indexOf(app)}`;
        if (change === 'demote') {
            expect((await write(app)).statusCode, where).toBe(403);
            expect((await read(app)).statusCode, where).toBe(200);
        } else {
            expect((await read(app)).statusCode, where).toBe(401);
        }
    }
}

const changes: Change[] = ['demote', 'disable', 'reset', 'delete'];

describe('access changes on one embedded database', () => {
    let test: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
        test = await createTestApp('pglite');
    });
    afterAll(() => test?.close());

    it.each(changes)('%s: the next request of the token is refused', async change => {
        await scenario([test.app], test.auth.authorization, change, test.app);
    });
});

describe.skipIf(!process.env.DATABASE_URL)('access changes on two instances', () => {
    let two: Awaited<ReturnType<typeof startTwoInstances>>;
    let adminAuth = '';
    beforeAll(async () => {
        two = await startTwoInstances();
        const [first] = two.instances;
        adminAuth = `Bearer ${await first.signAccessToken({ id: '1', username: 'admin', role: 'admin' })}`;
    });
    afterAll(() => two?.stop());

    it.each(changes.flatMap(change => [0, 1].map(changer => [change, changer] as const)))(
        '%s made on instance %i: the next request of the token is refused on both',
        async (change, changer) => {
            await scenario(two.instances, adminAuth, change, two.instances[changer] as Instance);
        }
    );
});

describe.skipIf(!process.env.DATABASE_URL)('an instance that cannot hear of access changes', () => {
    let test: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
        // A period far longer than the test: what it sees fresh, it did not read from the cache.
        test = await createTestApp('postgres', { config: { sessionCacheSeconds: 600 } });
    });
    afterAll(() => test?.close());

    const status = async (token: string) =>
        (
            await test.app.inject({
                method: 'DELETE',
                url: '/v1/i/vouchers/999999',
                headers: { authorization: `Bearer ${token}` },
            })
        ).statusCode;
    // A change by hand in SQL sends no notice: only an instance that remembers nothing sees it at once.
    const setFlags = (permissions: string[]) =>
        test.app.db.updateTable('staffUsers').set({ permissions }).where('id', '=', 77).execute();

    it('remembers no session while its listening connection is lost, and caches again once back', async () => {
        const token = await test.tokenFor('manager', '77');
        expect(await status(token)).toBe(404);
        await setFlags([]);
        // Cached: the change by hand is not seen.
        expect(await status(token)).toBe(404);

        await sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name like 'loyalty-access:%'`.execute(
            test.app.db
        );
        await vi.waitFor(async () => expect(await status(token)).toBe(403), { timeout: 3000 });
        await setFlags(['vouchers:write']);
        expect(await status(token)).toBe(404);

        // Listening again (within a second): the cache is trusted again.
        await vi.waitFor(
            async () => {
                const [listening] = await sql<{ count: string }>`select count(*) as count
                    from pg_stat_activity where datname = current_database()
                    and application_name like 'loyalty-access:%'`
                    .execute(test.app.db)
                    .then(result => result.rows);
                expect(Number(listening?.count)).toBe(1);
            },
            { timeout: 5000 }
        );
        expect(await status(token)).toBe(404);
        await setFlags([]);
        expect(await status(token)).toBe(404);
    });
});
