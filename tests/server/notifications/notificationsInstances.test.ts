import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/index.ts';
import { buildApp } from '../../../server/app.ts';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { seedOnFirstStart } from '../../../server/seed/firstStart.ts';
import { createTestDatabase, testConfig } from '../helpers.ts';
import { startGateway, until } from '../notificationReceivers.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
const secret = 'gateway-secret-of-the-tests';

/**
 * Two API instances with their workers on one PostgreSQL database: every (notification, recipient, channel) is
 * delivered exactly once, even when both fan out the same notification at the same moment.
 */
describe.skipIf(!process.env.DATABASE_URL)(
    'notification workers of two instances on one PostgreSQL',
    () => {
        let database: Awaited<ReturnType<typeof createTestDatabase>>;
        let gateway: Awaited<ReturnType<typeof startGateway>>;
        let instances: App[] = [];
        let otherDataDir: string;
        let headers: { authorization: string };

        beforeAll(async () => {
            database = await createTestDatabase('postgres');
            gateway = await startGateway(secret, () => false);
            otherDataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-instance-'));
            // Each instance reports to its own gateway path, so the test can tell who sent what.
            const configs = ['a', 'b'].map((name, index) =>
                testConfig(index === 0 ? database : { ...database, dataDir: otherDataDir }, {
                    notificationWorkers: true,
                    smsWebhookUrl: gateway.url(`/sms/${name}`),
                    smsWebhookSecret: secret,
                })
            );
            instances = await Promise.all(
                configs.map(config =>
                    buildApp({
                        config,
                        logger: false,
                        passwordCost: 10,
                        notifications: { batchSize: 100 },
                    })
                )
            );
            await seedOnFirstStart(
                instances[0].db,
                { ...configs[0], passwordCost: 10 },
                instances[0].log
            );
            await insertCustomers(instances[0].db, 1000, 0, 0);
            await Promise.all(instances.map(app => app.ready()));
            const token = await instances[0].signAccessToken({
                id: '1',
                username: 'admin',
                role: 'admin',
            });
            headers = { authorization: `Bearer ${token}` };
        }, 120_000);
        afterAll(async () => {
            await Promise.all(instances.map(app => app.close()));
            await gateway?.close();
            await database?.drop();
            await rm(otherDataDir, { recursive: true, force: true });
        });

        const call = (app: App, method: 'GET' | 'POST', url: string, payload?: object) =>
            app.inject({ method, url: `/v1/i/notifications${url}`, payload, headers });
        const finished = (id: string) =>
            until(async () => {
                const notification = (await call(instances[1] as App, 'GET', `/${id}`)).json()
                    .notification as Notification;
                return notification.progress?.finishedAt ? notification : undefined;
            }, 60_000);

        it('delivers each (notification, recipient, channel) exactly once', async () => {
            const [a, b] = instances as [App, App];
            const { active } = await a.db
                .selectFrom('customers')
                .select(eb => eb.fn.countAll<string>().as('active'))
                .where('status', '=', 'active')
                .executeTakeFirstOrThrow();
            const created = await call(a, 'POST', '', {
                title: 'Twice the workers',
                message: 'Once each.',
                recipients: 'customers',
                channels: ['in-app', 'sms'],
            });
            const { id } = created.json().notification;
            expect((await call(a, 'POST', `/${id}/send`)).statusCode).toBe(200);
            // A second fan-out of the same notification at the same time, from the other instance (as a job retried
            // after a crash would be).
            await (await b.notificationJobs.boss()).send('notification-fanout', { id });
            const done = await finished(id);
            const count = Number(active);
            expect(done.delivery).toEqual([
                { channel: 'in-app', queued: 0, delivered: count, failed: 0, skipped: 0 },
                { channel: 'sms', queued: 0, delivered: count, failed: 0, skipped: 0 },
            ]);
            expect(done.progress).toMatchObject({ total: 2 * count, done: 2 * count });
            const rows = await a.db
                .selectFrom('notificationDeliveries')
                .select(['channel', 'recipientId'])
                .where('notificationId', '=', id)
                .execute();
            expect(rows).toHaveLength(2 * count);
            const calls = gateway.calls.filter(c => c.body.notificationId === id);
            expect(calls).toHaveLength(count);
            expect(new Set(calls.map(c => c.body.customerId)).size).toBe(count);
            expect(calls.every(c => c.signed)).toBe(true);
            // Both instances' workers took part.
            const byInstance = [
                calls.filter(c => c.path === '/sms/a').length,
                calls.filter(c => c.path === '/sms/b').length,
            ];
            expect(
                byInstance.every(n => n > 0),
                JSON.stringify(byInstance)
            ).toBe(true);
        }, 120_000);

        it('releases a schedule once, whichever instance picks up its job', async () => {
            const [a, b] = instances as [App, App];
            const created = await call(a, 'POST', '', {
                title: 'Scheduled for both',
                message: 'Once.',
                recipients: 'admins',
                channels: ['in-app'],
            });
            const { id } = created.json().notification;
            const scheduledAt = new Date(Date.now() + 2000).toISOString();
            await call(b, 'POST', `/${id}/schedule`, { scheduledAt });
            const done = await finished(id);
            expect(done.delivery[0]).toMatchObject({ delivered: 1 });
            const sentEntries = await a.db
                .selectFrom('auditLog')
                .select('changes')
                .where('entityType', '=', 'notification')
                .where('entityId', '=', id)
                .execute();
            expect(
                sentEntries.filter(entry => entry.changes.status?.after === 'sent')
            ).toHaveLength(1);
            const inbox = await a.inject({ method: 'GET', url: '/v1/i/inbox', headers });
            expect(
                inbox.json().inbox.map((item: { notificationId: string }) => item.notificationId)
            ).toContain(id);
        }, 60_000);
    }
);
