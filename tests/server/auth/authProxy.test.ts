import { afterEach, describe, expect, it } from 'vitest';
import { authClient } from '../authClient.ts';
import { adminPassword, createTestApp, type TestApp } from '../helpers.ts';

// TRUST_PROXY decides whether X-Forwarded-For and -Proto are believed: the address the login throttle counts,
// and whether the request came over HTTPS (Secure cookies, HSTS).
describe('behind a reverse proxy', () => {
    let test: TestApp | undefined;
    afterEach(() => test?.close());

    const login = (forwarded: Record<string, string>) =>
        test?.app.inject({
            method: 'POST',
            url: '/v1/i/auth/login',
            payload: { username: 'admin', password: adminPassword },
            headers: forwarded,
        });
    const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };

    it('ignores forwarded headers by default: no Secure cookie, no HSTS', async () => {
        test = await createTestApp('pglite');
        const answer = await login(overHttps);
        expect(answer?.statusCode).toBe(200);
        expect(answer?.cookies.every(cookie => !cookie.secure)).toBe(true);
        expect(answer?.headers['strict-transport-security']).toBeUndefined();
    });

    it('believes a trusted proxy: Secure cookies and HSTS over HTTPS, the client address throttled', async () => {
        test = await createTestApp('pglite', { config: { trustProxy: true } });
        const answer = await login(overHttps);
        expect(answer?.statusCode).toBe(200);
        expect(answer?.cookies.map(cookie => cookie.secure)).toEqual([true, true]);
        expect(answer?.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        const client = authClient(test.app);
        for (let attempt = 0; attempt < 10; attempt++) {
            await test.app.inject({
                method: 'POST',
                url: '/v1/i/auth/login',
                payload: { username: 'admin', password: 'wrong-password' },
                headers: { 'x-forwarded-for': '203.0.113.7' },
            });
        }
        const locked = await test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/login',
            payload: { username: 'admin', password: adminPassword },
            headers: { 'x-forwarded-for': '203.0.113.7' },
        });
        expect(locked.statusCode).toBe(429);
        // Another client behind the same proxy is not locked out.
        expect((await client.login('admin', adminPassword)).response.status).toBe(200);
    });

    it('marks cookies Secure with COOKIE_SECURE=true whatever the request says', async () => {
        test = await createTestApp('pglite', { config: { cookieSecure: true } });
        const answer = await login({});
        expect(answer?.cookies.map(cookie => cookie.secure)).toEqual([true, true]);
        expect(answer?.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });
});
