import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { seedOnFirstStart } from '../../server/seed/firstStart.ts';
import { type Api, apiFor, createTestDatabase, testConfig } from './helpers.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Two API processes behind a load balancer, as two apps in one test: a fresh PostgreSQL database with a first
 * start's data, each app with its own pool and its own DATA_DIR (as two machines), and an admin's client of
 * each. PGlite runs one transaction at a time, so races are shown on PostgreSQL only.
 */
export async function startTwoInstances() {
    const database = await createTestDatabase('postgres');
    const otherDataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-instance-'));
    const configs = [testConfig(database), testConfig({ ...database, dataDir: otherDataDir })];
    const instances = (await Promise.all(
        configs.map(config => buildApp({ config, logger: false, passwordCost: 10 }))
    )) as [App, App];
    await seedOnFirstStart(instances[0].db, { ...configs[0], passwordCost: 10 }, instances[0].log);
    const token = await instances[0].signAccessToken({ id: '1', username: 'admin', role: 'admin' });
    const clients = instances.map(app => apiFor(app, token)) as [Api, Api];
    return {
        instances,
        clients,
        stop: async () => {
            await Promise.all(instances.map(app => app.close()));
            await database.drop();
            await rm(otherDataDir, { recursive: true, force: true });
        },
    };
}
