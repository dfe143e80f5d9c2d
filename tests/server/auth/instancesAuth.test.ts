import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { seedOnFirstStart } from '../../../server/seed/firstStart.ts';
import { authClient, cookiesOf } from '../authClient.ts';
import { adminPassword, createTestDatabase, testConfig } from '../helpers.ts';

// Two API instances on one PostgreSQL database, as behind a load balancer: without JWT_SECRET, so the signing
// key too comes from the database. Sessions are checked against the database at most a second apart here.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let apps: Awaited<ReturnType<typeof buildApp>>[] = [];
    let secondDataDir = '';
    const sessionCacheSeconds = 1;
    beforeAll(async () => {
        // An empty database, so that both instances run the migrations at once, as two hosts' first start.
        database = await createTestDatabase('postgres', { migrated: false });
        // Each with a DATA_DIR of its own, as on two hosts.
        secondDataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-test-'));
        const config = testConfig(database, { jwtSecret: undefined, sessionCacheSeconds });
        apps = await Promise.all(
            [database.dataDir, secondDataDir].map(dataDir =>
                buildApp({ config: { ...config, dataDir }, logger: false, passwordCost: 10 })
            )
        );
        const [first] = apps;
        if (first) await seedOnFirstStart(first.db, { ...config, passwordCost: 10 }, first.log);
        await Promise.all(apps.map(app => app.ready()));
    });
    afterAll(async () => {
        await Promise.all(apps.map(app => app.close()));
        await database?.drop();
        await rm(secondDataDir, { recursive: true, force: true });
    });
    const clients = () =>
        apps.map(authClient) as [ReturnType<typeof authClient>, ReturnType<typeof authClient>];

    it('signs in on one and refreshes on the other; each accepts the other one’s tokens', async () => {
        const [one, two] = clients();
        const login = await one.login('admin', adminPassword);
        expect(login.response.status).toBe(200);
        expect((await two.vouchers(login.data?.token ?? '')).response.status).toBe(200);
        const refreshed = await two.refresh(cookiesOf(login));
        expect(refreshed.response.status).toBe(200);
        expect((await one.vouchers(refreshed.data?.token ?? '')).response.status).toBe(200);
    });

    it('counts failed logins across both', async () => {
        const [one, two] = clients();
        for (let attempt = 0; attempt < 10; attempt++) {
            const instance = attempt % 2 === 0 ? one : two;
            expect(
                (await instance.login('admin', 'wrong-password', '10.8.0.1')).response.status
            ).toBe(401);
        }
        expect((await one.login('admin', adminPassword, '10.8.0.1')).response.status).toBe(429);
        expect((await two.login('admin', adminPassword, '10.8.0.1')).response.status).toBe(429);
    });

    it('refuses on the other instance, within the cache time, a token whose session was logged out', async () => {
        const [one, two] = clients();
        const login = await one.login('admin', adminPassword);
        const token = login.data?.token ?? '';
        expect((await two.vouchers(token)).response.status).toBe(200);
        expect((await one.logout(cookiesOf(login))).response.status).toBe(204);
        expect((await one.vouchers(token)).response.status).toBe(401);
        await sleep(sessionCacheSeconds * 1000 + 100);
        expect((await two.vouchers(token)).response.status).toBe(401);
    });
});
