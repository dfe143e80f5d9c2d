import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenLifetimeSeconds } from '../../../server/auth/accessToken.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

describe.each(backends)('the programme settings on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend, {
            config: { refreshGraceSeconds: 45, sessionCacheSeconds: 3 },
            loginLimits: { perPair: 7, perUsername: 70, perAddress: 90, windowMs: 10 * 60_000 },
        });
    });
    afterAll(() => test?.close());

    const read = (token: string) =>
        test.app.inject({
            method: 'GET',
            url: '/v1/i/settings',
            headers: { authorization: `Bearer ${token}` },
        });

    it('answers the figures the server runs with to a staff member with Manage Settings', async () => {
        const response = await read(test.auth.authorization.slice('Bearer '.length));
        expect(response.statusCode).toBe(200);
        const tenMinutes = { windowSeconds: 600 };
        expect(response.json()).toEqual({
            settings: {
                refreshGraceSeconds: 45,
                accessTokenLifetimeSeconds,
                sessionCacheSeconds: 3,
                loginThrottle: {
                    perPair: { attempts: 7, ...tenMinutes },
                    perUsername: { attempts: 70, ...tenMinutes },
                    perAddress: { attempts: 90, ...tenMinutes },
                },
                ownPasswordThrottle: { attempts: 5, windowSeconds: 900 },
                deeplinkHosts: [],
            },
        });
    });

    it('refuses a staff member without Manage Settings, and anyone signed out', async () => {
        expect((await read(await test.tokenFor('manager', '20'))).statusCode).toBe(403);
        expect((await read(await test.tokenFor('analyst', '21'))).statusCode).toBe(403);
        const anonymous = await test.app.inject({ method: 'GET', url: '/v1/i/settings' });
        expect(anonymous.statusCode).toBe(401);
    });
});
