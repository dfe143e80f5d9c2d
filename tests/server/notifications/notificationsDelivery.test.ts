import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, Notification } from '../../../contract/index.ts';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';
import { startGateway, startSmtpSink, until } from '../notificationReceivers.ts';

// Delivery for real, through pg-boss and the workers: a schedule goes out on time through each channel, once;
// a failing gateway is retried then marked failed; views and clicks count once per delivery.

const secret = 'gateway-secret-of-the-tests';
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe.each(backends)('notification delivery on %s', backend => {
    let test: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    let gateway: Awaited<ReturnType<typeof startGateway>>;
    let customers: string[];

    beforeAll(async () => {
        smtp = await startSmtpSink();
        gateway = await startGateway(secret, body =>
            String(body.title ?? body.text).includes('FAIL')
        );
        test = await createTestApp(backend, {
            config: {
                notificationWorkers: true,
                smtpUrl: smtp.url,
                smsWebhookUrl: gateway.url('/sms'),
                smsWebhookSecret: secret,
                pushWebhookUrl: gateway.url('/push'),
                pushWebhookSecret: secret,
                publicUrl: 'https://loyalty.example.com',
                deeplinkHosts: ['shop.example.com'],
            },
            notifications: { retryLimit: 2, retryDelaySeconds: 1 },
        });
        await insertCustomers(test.app.db, 3, 0, 0);
        const rows = await test.app.db.selectFrom('customers').select('id').orderBy('id').execute();
        customers = rows.map(row => String(row.id));
    }, 120_000);
    afterAll(async () => {
        await test?.close();
        await smtp?.close();
        await gateway?.close();
    });

    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
        test.app.inject({ method, url, payload, headers: test.auth });
    const create = async (body: object) => {
        const response = await call('POST', '/v1/i/notifications', body);
        expect(response.statusCode, response.body).toBe(201);
        return response.json().notification as Notification;
    };
    const read = async (id: string) =>
        (await call('GET', `/v1/i/notifications/${id}`)).json().notification as Notification;
    const finished = (id: string) => {
        let last: Notification | undefined;
        return until(
            async () => {
                last = await read(id);
                return last.progress?.finishedAt ? last : undefined;
            },
            20_000,
            () => ({
                notification: last && {
                    status: last.status,
                    progress: last.progress,
                    delivery: last.delivery,
                },
                mails: smtp.mails.length,
                calls: gateway.calls.length,
            })
        );
    };
    const deliveriesOf = async (id: string) =>
        (await call('GET', `/v1/i/notifications/${id}/deliveries?perPage=200`)).json()
            .deliveries as Delivery[];

    it('delivers a schedule 2 s ahead once, on time, in-app, by email, SMS and push', async () => {
        const chosen = customers.slice(0, 2);
        const { id } = await create({
            title: 'Raya sale starts now',
            message: 'Up to 50% off <today> & tomorrow.',
            recipients: 'specific',
            customerIds: chosen,
            channels: ['in-app', 'email', 'sms', 'push'],
            deeplink: 'https://shop.example.com/raya',
        });
        const due = Date.parse(inSeconds(2));
        const scheduled = await call('POST', `/v1/i/notifications/${id}/schedule`, {
            scheduledAt: new Date(due).toISOString(),
        });
        expect(scheduled.json().notification.status).toBe('scheduled');
        const done = await finished(id);
        expect(done.status).toBe('sent');
        expect(done.delivery).toEqual(
            ['in-app', 'email', 'sms', 'push'].map(channel => ({
                channel,
                queued: 0,
                delivered: 2,
                failed: 0,
                skipped: 0,
            }))
        );
        expect(done.progress).toMatchObject({ total: 8, done: 8 });
        const mails = smtp.mails.filter(mail => mail.raw.includes('Raya sale starts now'));
        const calls = gateway.calls.filter(c => c.body.notificationId === id);
        expect(mails).toHaveLength(2);
        expect(calls.filter(c => c.path === '/sms')).toHaveLength(2);
        expect(calls.filter(c => c.path === '/push')).toHaveLength(2);
        expect(calls.every(c => c.signed)).toBe(true);
        expect(new Set(calls.map(c => `${c.path}:${c.body.customerId}`)).size).toBe(4);
        // On time: nothing before it was due, everything within a few seconds after.
        for (const at of [...mails.map(mail => mail.at), ...calls.map(c => c.at)]) {
            expect(at).toBeGreaterThanOrEqual(due);
            expect(at - due).toBeLessThan(4000);
        }
        const inbox = (await call('GET', `/v1/i/customers/${chosen[0]}/inbox`)).json();
        expect(inbox).toMatchObject({ total: 1, unread: 1 });
        expect(inbox.inbox[0]).toMatchObject({
            notificationId: id,
            title: 'Raya sale starts now',
            viewedAt: null,
        });
        const other = (await call('GET', `/v1/i/customers/${customers[2]}/inbox`)).json();
        expect(
            other.inbox.some((item: { notificationId: string }) => item.notificationId === id)
        ).toBe(false);
        // Once: a while later nothing more has arrived.
        await new Promise(resolve => setTimeout(resolve, 1500));
        expect(smtp.mails.filter(mail => mail.raw.includes('Raya sale starts now'))).toHaveLength(
            2
        );
        expect(gateway.calls.filter(c => c.body.notificationId === id)).toHaveLength(4);
        const audit = await test.app.db
            .selectFrom('auditLog')
            .selectAll()
            .where('entityType', '=', 'notification')
            .where('entityId', '=', id)
            .orderBy('id')
            .execute();
        expect(
            audit.map(entry => [entry.action, entry.actorUsername, entry.changes.status?.after])
        ).toEqual([
            ['create', 'admin', 'draft'],
            ['update', 'admin', 'scheduled'],
            ['update', 'admin', 'sent'],
        ]);
        expect(audit[2]?.requestId).toMatch(/^job:/);
    }, 60_000);

    it('counts views and clicks once per delivery, by tracking link and by the inbox calls', async () => {
        const { id } = await create({
            title: 'Track me',
            message: 'Tap to see the offer.',
            recipients: 'specific',
            customerIds: [customers[0]],
            channels: ['in-app', 'email'],
            deeplink: 'https://shop.example.com/offer',
        });
        await call('POST', `/v1/i/notifications/${id}/send`);
        await finished(id);
        const mail = smtp.mails.find(m => m.raw.includes('Track me'));
        const html = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const open = /https:\/\/loyalty\.example\.com(\/v1\/t\/[^"/]+\/open)/.exec(html)?.[1];
        const click = /https:\/\/loyalty\.example\.com(\/v1\/t\/[^"/]+\/click)/.exec(html)?.[1];
        expect(open && click).toBeTruthy();
        for (let i = 0; i < 2; i++) {
            const pixel = await test.app.inject({ method: 'GET', url: open as string });
            expect([pixel.statusCode, pixel.headers['content-type']]).toEqual([200, 'image/gif']);
        }
        const redirect = await test.app.inject({ method: 'GET', url: click as string });
        expect([redirect.statusCode, redirect.headers.location]).toEqual([
            302,
            'https://shop.example.com/offer',
        ]);
        await test.app.inject({ method: 'GET', url: click as string });
        const forged = (click as string).replace(
            /\/v1\/t\/(\w)/,
            (_all, first) => `/v1/t/${first === 'a' ? 'b' : 'a'}`
        );
        expect((await test.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
        expect(await read(id)).toMatchObject({ views: 1, clicks: 1 });

        const item = (await call('GET', `/v1/i/customers/${customers[0]}/inbox`)).json().inbox[0];
        expect(item.notificationId).toBe(id);
        // A customer's message is not a staff member's to mark (tests/server/notifications/inboxOwnership.test.ts).
        for (const action of ['view', 'click']) {
            const marked = await call('POST', `/v1/i/inbox/${item.deliveryId}/${action}`);
            expect(marked.statusCode).toBe(403);
        }
        expect(await read(id)).toMatchObject({ views: 1, clicks: 1 });
        const after = (await call('GET', `/v1/i/customers/${customers[0]}/inbox`)).json();
        expect(after.inbox[0].viewedAt).toBeNull();
        expect((await call('POST', '/v1/i/inbox/999999/view')).statusCode).toBe(404);
    }, 60_000);

    it('retries a failing gateway with backoff, then marks the delivery failed with the reason', async () => {
        const { id } = await create({
            title: 'FAIL on push',
            message: 'The push gateway is down.',
            recipients: 'specific',
            customerIds: [customers[1]],
            channels: ['in-app', 'push'],
        });
        await call('POST', `/v1/i/notifications/${id}/send`);
        const done = await finished(id);
        expect(done.delivery).toEqual([
            { channel: 'in-app', queued: 0, delivered: 1, failed: 0, skipped: 0 },
            { channel: 'push', queued: 0, delivered: 0, failed: 1, skipped: 0 },
        ]);
        const push = (await deliveriesOf(id)).find(delivery => delivery.channel === 'push');
        expect(push).toMatchObject({
            status: 'failed',
            attempts: 3,
            reason: 'Gateway answered HTTP 503',
        });
        const attempts = gateway.calls.filter(c => c.body.notificationId === id).map(c => c.at);
        expect(attempts).toHaveLength(3);
        // pg-boss's backoff with jitter: the n-th wait is between delay x 2^(n-1) and twice that (1-2 s, 2-4 s).
        const [first = 0, second = 0, third = 0] = attempts;
        expect(second - first).toBeGreaterThanOrEqual(950);
        expect(third - second).toBeGreaterThanOrEqual(1950);
    }, 60_000);

    it('reaches no customer anonymised after being chosen, and refuses one as a recipient', async () => {
        const { id: gone } = await test.app.db
            .insertInto('customers')
            .values({
                loginId: 'MY-LEAVING',
                firstName: 'Leaving',
                lastName: 'Soon',
                email: 'leaving.soon@example.com',
                phoneNumber: '+60 12-000 0001',
                status: 'active',
                rewardPoints: 0,
                registeredAt: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        const { id } = await create({
            title: 'Only the ones who stay',
            message: 'Hello.',
            recipients: 'specific',
            customerIds: [customers[0], String(gone)],
            channels: ['in-app', 'email'],
        });
        const removed = await call('DELETE', `/v1/i/customer/${gone}`);
        expect(removed.statusCode).toBe(204);
        await call('POST', `/v1/i/notifications/${id}/send`);
        const done = await finished(id);
        expect(done.progress).toMatchObject({ total: 2, done: 2 });
        const reached = (await deliveriesOf(id)).map(delivery => delivery.recipientId);
        expect(reached).not.toContain(String(gone));
        expect(smtp.mails.filter(mail => mail.raw.includes('Only the ones who stay'))).toHaveLength(
            1
        );

        const refused = await call('POST', '/v1/i/notifications', {
            title: 'Too late',
            message: 'Hello.',
            recipients: 'specific',
            customerIds: [String(gone)],
            channels: ['in-app'],
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors.customerIds).toBe(`Unknown customers: ${gone}`);
    }, 60_000);
});
