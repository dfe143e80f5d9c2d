import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLoginLimits } from '../../server/lib/throttle.ts';
import { authClient } from './authClient.ts';
import { adminPassword, backends, createTestApp, type TestApp } from './helpers.ts';

describe.each(backends)('login throttle on %s', backend => {
    let test: TestApp;
    let client: ReturnType<typeof authClient>;
    beforeAll(async () => {
        test = await createTestApp(backend);
        client = authClient(test.app);
    });
    afterAll(() => test?.close());

    it('checks at most 10 of 100 concurrent wrong logins, and refuses a correct one in the same burst', async () => {
        const burst = Array.from({ length: 100 }, () =>
            client.login('admin', 'wrong-password', '10.2.0.1')
        );
        const answers = await Promise.all([
            ...burst,
            client.login('admin', adminPassword, '10.2.0.1'),
        ]);
        const statuses = answers.map(answer => answer.response.status);
        expect(statuses.filter(status => status === 401)).toHaveLength(10);
        expect(statuses.filter(status => status === 429)).toHaveLength(91);
        expect(statuses.at(-1)).toBe(429);
        for (const answer of answers.filter(answer => answer.response.status === 429)) {
            expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
    });

    it('does not lock the staff member out from another address', async () => {
        for (let attempt = 0; attempt < 12; attempt++) {
            await client.login('admin', 'wrong-password', '10.3.0.1');
        }
        expect((await client.login('admin', adminPassword, '10.3.0.1')).response.status).toBe(429);
        expect((await client.login('admin', adminPassword, '10.3.0.2')).response.status).toBe(200);
    });

    it('does not count successful logins towards a lockout', async () => {
        for (let attempt = 0; attempt < 15; attempt++) {
            const answer = await client.login('admin', adminPassword, '10.4.0.1');
            expect(answer.response.status, `login ${attempt + 1}`).toBe(200);
        }
    });

    it('stops a username guessed from many addresses at its own ceiling', async () => {
        const perAddress = defaultLoginLimits.perPair;
        const addresses = Math.ceil(defaultLoginLimits.perUsername / perAddress);
        for (let address = 0; address < addresses; address++) {
            await Promise.all(
                Array.from({ length: perAddress }, () =>
                    client.login('spread', 'wrong-password', `10.5.${address}.1`)
                )
            );
        }
        const next = await client.login('spread', 'wrong-password', '10.6.0.1');
        expect(next.response.status).toBe(429);
        // The document's 401 answer carries no message, so the client's error type may lack one.
        const error = next.error ?? {};
        expect('message' in error && error.message).toMatch(/too many/i);
    });
});
