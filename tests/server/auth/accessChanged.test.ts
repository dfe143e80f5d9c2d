import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessChangedHeader } from '../../../server/plugins/auth.ts';
import { authClient, cookiesOf } from '../authClient.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

// The console refreshes its session when an answer says the saved role or flags differ from its token's, so
// that its menu and buttons follow a change made by an admin at its next request.

const password = 'Nasi-Lemak#2026';

describe.each(backends)('the access-changed header on %s', backend => {
    let test: TestApp;
    let userId: string;
    beforeAll(async () => {
        // No session cache: each request reads the saved role and flags.
        test = await createTestApp(backend, { config: { sessionCacheSeconds: 0 } });
        const created = await test.app.inject({
            method: 'POST',
            url: '/v1/i/staff-users',
            payload: { name: 'Siti Aminah', username: 'siti', password, role: 'marketer' },
            headers: test.auth,
        });
        userId = created.json().user.id;
    });
    afterAll(() => test?.close());

    const call = (method: 'GET' | 'POST', url: string, token: string) =>
        test.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

    it('is absent while the token matches, then names the saved access on every answer, 403s included', async () => {
        const client = authClient(test.app);
        const login = await client.login('siti', password);
        const token = login.data?.token ?? '';
        expect((await call('GET', '/v1/i/vouchers', token)).headers[accessChangedHeader]).toBe(
            undefined
        );

        const demote = await test.app.inject({
            method: 'PATCH',
            url: `/v1/i/staff-users/${userId}`,
            payload: { role: 'advertiser' },
            headers: test.auth,
        });
        expect(demote.statusCode).toBe(200);
        const read = await call('GET', '/v1/i/vouchers', token);
        expect(read.statusCode).toBe(200);
        expect(read.headers[accessChangedHeader]).toBe('advertiser;advertisements:write');
        const write = await call('POST', '/v1/i/vouchers', token);
        expect(write.statusCode).toBe(403);
        expect(write.headers[accessChangedHeader]).toBe('advertiser;advertisements:write');

        // A refreshed token carries the saved access: the header is gone.
        const renewed = await client.refresh(cookiesOf(login));
        const fresh = renewed.data?.token ?? '';
        expect(fresh).not.toBe('');
        expect((await call('GET', '/v1/i/vouchers', fresh)).headers[accessChangedHeader]).toBe(
            undefined
        );
    });

    it('is never sent to a request without a session', async () => {
        const anonymous = await test.app.inject({ method: 'GET', url: '/v1/i/vouchers' });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.headers[accessChangedHeader]).toBe(undefined);
    });
});
