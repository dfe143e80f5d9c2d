import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

// The notifications' API without the workers: fields, validation and spec §4's state machine (409s), each
// change in the audit trail. Delivery itself is in notificationsDelivery.test.ts.

const draft = {
    title: 'Double points weekend',
    message: 'Earn 2x points this weekend.',
    type: 'success',
    priority: 'high',
    recipients: 'customers',
    channels: ['in-app', 'email'],
};
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe.each(backends)('notifications on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { deeplinkHosts: ['example.com'] } });
        await insertCustomers(test.app.db, 5, 0, 0);
    }, 120_000);
    afterAll(() => test?.close());

    const call = async (
        method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
        url: string,
        payload?: object
    ) => test.app.inject({ method, url: `/v1/i/notifications${url}`, payload, headers: test.auth });
    const create = async (body: object = draft) => {
        const response = await call('POST', '', body);
        expect(response.statusCode, response.body).toBe(201);
        return response.json().notification as { id: string; status: string };
    };
    const auditOf = (id: string) =>
        test.app.db
            .selectFrom('auditLog')
            .selectAll()
            .where('entityType', '=', 'notification')
            .where('entityId', '=', id)
            .orderBy('id')
            .execute();

    it('saves a draft with the fields of spec §3 and answers it', async () => {
        const created = await create({ ...draft, deeplink: 'https://example.com/weekend' });
        expect(created).toMatchObject({
            ...draft,
            status: 'draft',
            scheduledAt: null,
            expiresAt: null,
            customerIds: [],
            views: 0,
            clicks: 0,
            progress: null,
            deeplink: 'https://example.com/weekend',
            delivery: [
                { channel: 'in-app', queued: 0, delivered: 0, failed: 0, skipped: 0 },
                { channel: 'email', queued: 0, delivered: 0, failed: 0, skipped: 0 },
            ],
        });
        const read = await call('GET', `/${created.id}`);
        expect(read.json().notification).toEqual(created);
        expect((await auditOf(created.id)).map(entry => entry.action)).toEqual(['create']);
    });

    it('refuses bad input with a 400 and a message', async () => {
        const cases: [object, string][] = [
            [{ ...draft, title: ' ' }, 'Title is required'],
            [{ ...draft, channels: [] }, 'Choose at least one channel'],
            [{ ...draft, channels: ['in-app', 'in-app'] }, 'Each channel once'],
            [{ ...draft, channels: ['fax'] }, ''],
            [{ ...draft, recipients: 'specific' }, 'Choose at least one customer'],
            [
                { ...draft, recipients: 'specific', customerIds: ['999999'] },
                'Unknown customers: 999999',
            ],
            [
                { ...draft, recipients: 'admins', channels: ['sms'] },
                'Admins can be reached in-app and by email only',
            ],
            [{ ...draft, expiresAt: '2020-01-01T00:00:00Z' }, 'Expiry date must be in the future'],
            [{ ...draft, expiresAt: '2031-02-30T00:00:00Z' }, ''],
            [{ ...draft, extra: 1 }, ''],
        ];
        for (const [body, message] of cases) {
            const response = await call('POST', '', body);
            expect(response.statusCode, JSON.stringify(body)).toBe(400);
            if (message) expect(response.json().message).toContain(message);
        }
    });

    it('lists newest first with the tab counts, filtered by status and q', async () => {
        const scheduled = await create({ ...draft, title: 'Raya greetings' });
        await call('POST', `/${scheduled.id}/schedule`, { scheduledAt: inSeconds(3600) });
        const all = (await call('GET', '?page=1&perPage=100')).json();
        expect(all.counts.all).toBe(all.total);
        expect(all.counts.scheduled).toBe(1);
        expect(all.notifications[0].id).toBe(scheduled.id);
        const onlyScheduled = (await call('GET', '?status=Scheduled')).json();
        expect(onlyScheduled.notifications.map((n: { id: string }) => n.id)).toEqual([
            scheduled.id,
        ]);
        expect(onlyScheduled.total).toBe(1);
        expect(onlyScheduled.counts).toEqual(all.counts);
        const found = (await call('GET', '?q=RAYA')).json();
        expect(found.notifications.map((n: { id: string }) => n.id)).toEqual([scheduled.id]);
        expect((await call('GET', '?status=archived')).statusCode).toBe(400);
    });

    it('follows spec §4: draft -> scheduled -> draft -> scheduled -> sent, and sent is final', async () => {
        const { id } = await create();
        const at = inSeconds(3600);
        const scheduled = await call('POST', `/${id}/schedule`, { scheduledAt: at });
        expect(scheduled.json().notification).toMatchObject({
            status: 'scheduled',
            scheduledAt: at,
        });
        const moved = inSeconds(7200);
        const rescheduled = await call('POST', `/${id}/schedule`, { scheduledAt: moved });
        expect(rescheduled.json().notification.scheduledAt).toBe(moved);
        const edited = await call('PATCH', `/${id}`, { title: 'Edited while scheduled' });
        expect(edited.json().notification).toMatchObject({
            status: 'scheduled',
            title: 'Edited while scheduled',
        });
        const back = await call('POST', `/${id}/unschedule`);
        expect(back.json().notification).toMatchObject({ status: 'draft', scheduledAt: null });
        expect((await call('POST', `/${id}/unschedule`)).statusCode).toBe(409);
        await call('POST', `/${id}/schedule`, { scheduledAt: at });
        const sent = await call('POST', `/${id}/send`);
        expect(sent.statusCode, sent.body).toBe(200);
        expect(sent.json().notification).toMatchObject({ status: 'sent' });
        expect(sent.json().notification.progress).toMatchObject({ done: 0, finishedAt: null });

        const refused = [
            await call('PATCH', `/${id}`, { title: 'Too late' }),
            await call('POST', `/${id}/schedule`, { scheduledAt: inSeconds(60) }),
            await call('POST', `/${id}/unschedule`),
            await call('POST', `/${id}/send`),
            await call('DELETE', `/${id}`),
        ];
        expect(refused.map(response => response.statusCode)).toEqual([409, 409, 409, 409, 409]);
        expect(refused[0]?.json().message).toBe('A sent notification cannot be edited');
        expect(refused[1]?.json().message).toBe('A sent notification cannot be rescheduled');
        expect((await call('GET', `/${id}`)).json().notification.title).toBe(
            'Edited while scheduled'
        );
        const actions = (await auditOf(id)).map(entry => [
            entry.action,
            entry.changes.status?.after,
        ]);
        expect(actions).toEqual([
            ['create', 'draft'],
            ['update', 'scheduled'],
            ['update', undefined],
            ['update', undefined],
            ['update', 'draft'],
            ['update', 'scheduled'],
            ['update', 'sent'],
        ]);
    });

    it('wants a scheduled time in the future and the expiry after it', async () => {
        const { id } = await create({ ...draft, expiresAt: inSeconds(600) });
        const past = await call('POST', `/${id}/schedule`, { scheduledAt: inSeconds(-5) });
        expect([past.statusCode, past.json().message]).toEqual([
            400,
            'Scheduled time must be in the future',
        ]);
        const late = await call('POST', `/${id}/schedule`, { scheduledAt: inSeconds(1200) });
        expect([late.statusCode, late.json().message]).toEqual([
            400,
            'Expiry date must be after the scheduled time',
        ]);
        expect(
            (await call('POST', `/${id}/schedule`, { scheduledAt: inSeconds(300) })).statusCode
        ).toBe(200);
        const shortened = await call('PATCH', `/${id}`, { expiresAt: inSeconds(200) });
        expect(shortened.statusCode).toBe(400);
        expect(
            (await call('POST', `/${id}/schedule`, { scheduledAt: 'tomorrow' })).statusCode
        ).toBe(400);
        expect((await call('GET', `/${id}`)).json().notification.status).toBe('scheduled');
    });

    it('deletes drafts and scheduled ones, answers 404 for unknown ids', async () => {
        const { id } = await create();
        expect((await call('DELETE', `/${id}`)).statusCode).toBe(204);
        expect((await call('GET', `/${id}`)).statusCode).toBe(404);
        expect((await call('POST', `/${id}/send`)).statusCode).toBe(404);
        expect((await call('GET', '/abc')).statusCode).toBe(400);
        expect((await auditOf(id)).map(entry => entry.action)).toEqual(['create', 'delete']);
    });

    it('lets only holders of Manage Notifications write; any staff member reads', async () => {
        const analyst = { authorization: `Bearer ${await test.tokenFor('analyst', '7')}` };
        const write = await test.app.inject({
            method: 'POST',
            url: '/v1/i/notifications',
            payload: draft,
            headers: analyst,
        });
        expect(write.statusCode).toBe(403);
        const read = await test.app.inject({
            method: 'GET',
            url: '/v1/i/notifications',
            headers: analyst,
        });
        expect(read.statusCode).toBe(200);
        const extensions = await test.app.inject({
            method: 'GET',
            url: '/v1/i/extensions',
            headers: analyst,
        });
        expect(extensions.json().extensions).toContain('notifications');
    });
});
