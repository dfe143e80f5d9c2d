import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminPassword, backends, createTestApp, jwtSecret, type TestApp } from '../helpers.ts';

type Cookies = Record<string, string>;

function cookiesOf(response: { cookies: { name: string; value: string }[] }): Cookies {
    return Object.fromEntries(response.cookies.map(cookie => [cookie.name, cookie.value]));
}
const cookieHeader = (cookies: Cookies) =>
    Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');

describe.each(backends)('auth on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend, {
            loginLimits: { perPair: 3, perUsername: 3, perAddress: 4, windowMs: 60_000 },
        });
    });
    afterAll(() => test?.close());

    const login = (username: string, password: string, ip = '127.0.0.1') =>
        test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/login',
            payload: { username, password },
            remoteAddress: ip,
        });
    const refresh = (cookies: Cookies, xsrf = cookies['XSRF-TOKEN']) =>
        test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/token/refresh',
            headers: { cookie: cookieHeader(cookies), ...(xsrf ? { 'x-xsrf-token': xsrf } : {}) },
        });

    it('logs in with a token and sets the refresh and XSRF cookies', async () => {
        const response = await login('admin', adminPassword);
        expect(response.statusCode).toBe(200);
        expect(Object.keys(response.json())).toEqual(['token']);
        const [, payload] = response.json().token.split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
        expect(claims).toMatchObject({ sub: '1', username: 'admin', role: 'admin' });
        expect(claims.exp - claims.iat).toBe(15 * 60);
        const refreshCookie = response.cookies.find(cookie => cookie.name === 'refreshToken');
        expect(refreshCookie).toMatchObject({
            httpOnly: true,
            sameSite: 'Strict',
            path: '/v1/i/auth',
        });
        const xsrf = response.cookies.find(cookie => cookie.name === 'XSRF-TOKEN');
        expect(xsrf?.httpOnly).toBeFalsy();
        expect(xsrf?.path).toBe('/');
    });

    it('names the extensions of GET /v1/i/extensions in X-Extensions on login and refresh, not on a failure', async () => {
        const signedIn = await login('admin', adminPassword);
        const listed = await test.app.inject({
            method: 'GET',
            url: '/v1/i/extensions',
            headers: { authorization: `Bearer ${signedIn.json().token}` },
        });
        const expected = listed.json().extensions.join(', ');
        expect(expected).toContain('csv-export');
        expect(signedIn.headers['x-extensions']).toBe(expected);
        expect((await refresh(cookiesOf(signedIn))).headers['x-extensions']).toBe(expected);
        expect((await refresh({ 'XSRF-TOKEN': 'abc' })).headers['x-extensions']).toBeUndefined();
    });

    it('answers the same 401 body, without message, for an unknown user and a wrong password', async () => {
        const unknown = await login('nobody', 'whatever-password', '10.0.0.1');
        const wrong = await login('admin', 'wrong-password', '10.0.0.1');
        expect(unknown.statusCode).toBe(401);
        expect(wrong.statusCode).toBe(401);
        expect(unknown.body).toBe(wrong.body);
        expect(unknown.json()).not.toHaveProperty('message');
    });

    it('rejects a login body with unknown or missing fields', async () => {
        const extra = await test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/login',
            payload: { username: 'admin', password: adminPassword, remember: true },
        });
        expect(extra.statusCode).toBe(400);
        expect(extra.json().errors).toHaveProperty('remember');
        const missing = await test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/login',
            payload: { username: 'admin' },
        });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors).toHaveProperty('password');
    });

    it('throttles failed logins per username with a 429 and a message', async () => {
        for (let attempt = 0; attempt < 3; attempt++) {
            expect((await login('throttled', 'bad-password', `10.1.0.${attempt}`)).statusCode).toBe(
                401
            );
        }
        const blocked = await login('throttled', 'bad-password', '10.1.0.9');
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toMatch(/too many/i);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('throttles failed logins per IP address', async () => {
        for (const username of ['a', 'b', 'c', 'd']) {
            expect((await login(username, 'bad-password', '10.9.9.9')).statusCode).toBe(401);
        }
        const blocked = await login('admin', adminPassword, '10.9.9.9');
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toMatch(/too many/i);
    });

    it('rotates the refresh token, and one replayed after the grace period revokes the whole family', async () => {
        const first = cookiesOf(await login('admin', adminPassword));
        const rotated = await refresh(first);
        expect(rotated.statusCode).toBe(200);
        const body = rotated.json();
        expect(body.token).toEqual(body.data.token);
        const second = { ...first, ...cookiesOf(rotated) };
        expect(second.refreshToken).not.toBe(first.refreshToken);

        // REFRESH_GRACE_SECONDS (30 by default) later; only Date is faked, the database keeps its real timers.
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
        try {
            const replay = await refresh(first);
            expect(replay.statusCode).toBe(401);
        } finally {
            vi.useRealTimers();
        }
        // The legitimate holder of the newest token is cut off too.
        expect((await refresh(second)).statusCode).toBe(401);
    });

    it('requires a matching X-XSRF-TOKEN header on refresh and logout', async () => {
        const cookies = cookiesOf(await login('admin', adminPassword));
        for (const header of ['', 'not-the-cookie']) {
            const refused = await refresh(cookies, header);
            expect(refused.statusCode).toBe(403);
            // Its own code, not the permission refusal's: the console says to reload, not "no permission".
            expect(refused.json().code).toBe('xsrf_invalid');
        }
        const logout = await test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/logout',
            headers: { cookie: cookieHeader(cookies) },
        });
        expect(logout.statusCode).toBe(403);
        expect(logout.json().code).toBe('xsrf_invalid');
        // The failed attempts did not spend the token.
        expect((await refresh(cookies)).statusCode).toBe(200);
    });

    it('logs out by revoking the refresh family', async () => {
        const cookies = cookiesOf(await login('admin', adminPassword));
        const logout = await test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/logout',
            headers: {
                cookie: cookieHeader(cookies),
                'x-xsrf-token': cookies['XSRF-TOKEN'] as string,
            },
        });
        expect(logout.statusCode).toBe(204);
        expect((await refresh(cookies)).statusCode).toBe(401);
    });

    it('refuses a refresh without a cookie', async () => {
        const response = await refresh({ 'XSRF-TOKEN': 'abc' });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBeTruthy();
    });

    describe('bearer tokens', () => {
        const call = (authorization?: string) =>
            test.app.inject({
                method: 'GET',
                url: '/v1/i/vouchers',
                headers: authorization ? { authorization } : {},
            });
        const claims = { username: 'admin', role: 'admin' };

        it('accepts a valid token', async () => {
            expect((await call(test.auth.authorization)).statusCode).toBe(200);
        });

        it('refuses a token that expired after it was verified and remembered', async () => {
            const login = await test.app.inject({
                method: 'POST',
                url: '/v1/i/auth/login',
                payload: { username: 'admin', password: adminPassword },
                remoteAddress: '10.7.7.7',
            });
            const authorization = `Bearer ${login.json().token}`;
            expect((await call(authorization)).statusCode).toBe(200);
            // Only Date is faked: the database keeps its real timers.
            vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 });
            try {
                const late = await call(authorization);
                expect(late.statusCode).toBe(401);
                expect(late.json().message).toBe('Token expired');
            } finally {
                vi.useRealTimers();
            }
        });

        it('refuses a missing, expired, tampered, alg=none or foreign token', async () => {
            const key = new TextEncoder().encode(jwtSecret);
            const expired = await new SignJWT(claims)
                .setProtectedHeader({ alg: 'HS256' })
                .setSubject('1')
                .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
                .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
                .sign(key);
            const [header, , signature] = test.auth.authorization.slice(7).split('.');
            const forged = Buffer.from(
                JSON.stringify({ ...claims, role: 'admin', sub: '99', exp: 9_999_999_999 })
            ).toString('base64url');
            const unsigned = new UnsecuredJWT(claims)
                .setSubject('1')
                .setExpirationTime('10m')
                .encode();
            const foreign = await new SignJWT(claims)
                .setProtectedHeader({ alg: 'HS256' })
                .setSubject('1')
                .setExpirationTime('10m')
                .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-use'));
            const hs512 = await new SignJWT(claims)
                .setProtectedHeader({ alg: 'HS512' })
                .setSubject('1')
                .setExpirationTime('10m')
                .sign(key);
            for (const authorization of [
                undefined,
                'Bearer',
                `Bearer ${expired}`,
                `Bearer ${header}.${forged}.${signature}`,
                `Bearer ${unsigned}`,
                `Bearer ${foreign}`,
                `Bearer ${hs512}`,
                `Basic ${Buffer.from('admin:x').toString('base64')}`,
            ]) {
                const response = await call(authorization);
                expect(response.statusCode, authorization).toBe(401);
                expect(response.json()).toHaveProperty('message');
            }
        });

        it('protects every /v1/i route but login, refresh and logout', async () => {
            for (const [method, url] of [
                ['GET', '/v1/i/vouchers/1'],
                ['POST', '/v1/i/vouchers'],
                ['PATCH', '/v1/i/vouchers/1'],
                ['DELETE', '/v1/i/vouchers/1'],
                ['GET', '/v1/i/advertisement'],
                ['GET', '/v1/i/advertisement/1'],
                ['POST', '/v1/i/advertisement'],
                ['PATCH', '/v1/i/advertisement'],
                ['GET', '/v1/i/customers'],
                ['GET', '/v1/i/customers/1'],
                ['GET', '/v1/i/customer/1'],
                ['GET', '/v1/i/customers/1/vouchers'],
                ['POST', '/v1/i/vouchers/1/users/assign'],
                ['DELETE', '/v1/i/vouchers/redeemed/1/users/1'],
            ] as const) {
                expect(
                    (await test.app.inject({ method, url })).statusCode,
                    `${method} ${url}`
                ).toBe(401);
            }
        });
    });
});
