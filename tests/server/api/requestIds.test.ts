import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

describe.each(backends)('request ids and unknown API paths on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    it('answers the caller’s X-Request-Id and writes it into the audit entry', async () => {
        const response = await test.app.inject({
            method: 'POST',
            url: '/v1/i/notifications',
            payload: {
                title: 'Hello',
                message: 'A message',
                recipients: 'all',
                channels: ['in-app'],
            },
            headers: { ...test.auth, 'x-request-id': 'caller-id.1:a_b-c' },
        });
        expect(response.headers['x-request-id']).toBe('caller-id.1:a_b-c');
        const entry = await test.app.db
            .selectFrom('auditLog')
            .select('requestId')
            .orderBy('id', 'desc')
            .executeTakeFirst();
        expect(response.statusCode, response.body).toBe(201);
        expect(entry?.requestId).toBe('caller-id.1:a_b-c');
    });

    it('generates an id when none or an unusable one is given', async () => {
        const none = await test.app.inject({ method: 'GET', url: '/health' });
        expect(none.headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
        for (const given of ['x'.repeat(129), 'has space', 'bad/slash']) {
            const response = await test.app.inject({
                method: 'GET',
                url: '/health',
                headers: { 'x-request-id': given },
            });
            expect(response.headers['x-request-id']).not.toBe(given);
            expect(response.headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
        }
    });
});
