import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, insertOneCustomer, type TestApp } from '../helpers.ts';
import { until } from '../notificationReceivers.ts';

// A scheduled send is fetched when it falls due, not at the workers' next poll: with a poll of a minute,
// the message still arrives within moments of its time. A send that waited for the poll would miss by
// up to the whole minute.

describe.each(backends)('a scheduled send on %s', backend => {
    let test: TestApp;
    let customerId: string;

    beforeAll(async () => {
        test = await createTestApp(backend, {
            config: { notificationWorkers: true },
            notifications: { pollingIntervalSeconds: 60 },
        });
        customerId = String(await insertOneCustomer(test));
    }, 120_000);
    afterAll(async () => {
        await test?.close();
    });

    it('goes out at its time although the workers poll once a minute', async () => {
        const call = (url: string, payload?: object) =>
            test.app.inject({ method: 'POST', url, payload, headers: test.auth });
        const created = await call('/v1/i/notifications', {
            title: 'Wake on time',
            message: 'Due in a second.',
            recipients: 'specific',
            customerIds: [customerId],
            channels: ['in-app'],
        });
        expect(created.statusCode, created.body).toBe(201);
        const { id } = created.json().notification;
        const due = Date.now() + 1000;
        const scheduled = await call(`/v1/i/notifications/${id}/schedule`, {
            scheduledAt: new Date(due).toISOString(),
        });
        expect(scheduled.statusCode, scheduled.body).toBe(200);
        const inbox = await until(async () => {
            const answer = await test.app.inject({
                url: `/v1/i/customers/${customerId}/inbox`,
                headers: test.auth,
            });
            const body = answer.json();
            return body.total > 0 ? body : undefined;
        }, 20_000);
        const arrived = Date.now();
        expect(inbox.inbox[0]).toMatchObject({ notificationId: id, title: 'Wake on time' });
        expect(arrived).toBeGreaterThanOrEqual(due);
        // Well inside the minute the poll would take, with room for a loaded machine.
        expect(arrived - due).toBeLessThan(15_000);
    });
});
