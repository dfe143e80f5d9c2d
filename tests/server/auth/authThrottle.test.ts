import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLoginLimits } from '../../../server/lib/throttle.ts';
import { authClient } from '../authClient.ts';
import { adminPassword, backends, createTestApp, type TestApp } from '../helpers.ts';

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

    it('tells each answer the quotas and what is left of the nearest, and a 429 when to retry', async () => {
        const fields = (answer: { response: Response }) => ({
            policy: answer.response.headers.get('ratelimit-policy'),
            left: answer.response.headers
                .get('ratelimit')
                ?.match(/^"([\w-]+)";r=(\d+);t=(\d+)$/)
                ?.slice(1),
            retryAfter: answer.response.headers.get('retry-after'),
        });
        const { perPair, perUsername, perAddress } = defaultLoginLimits;
        const policy = `"login-pair";q=${perPair};w=900, "login-username";q=${perUsername};w=900, "login-address";q=${perAddress};w=900`;
        const first = fields(await client.login('admin', 'wrong-password', '10.7.0.1'));
        expect(first.policy).toBe(policy);
        expect(first.left?.slice(0, 2)).toEqual(['login-pair', String(perPair - 1)]);
        expect(Number(first.left?.[2])).toBeGreaterThan(890);
        expect(Number(first.left?.[2])).toBeLessThanOrEqual(900);
        expect(first.retryAfter).toBeNull();
        // A success is not counted: what is left stays where the failures put it.
        const signedIn = fields(await client.login('admin', adminPassword, '10.7.0.1'));
        expect(signedIn.policy).toBe(policy);
        expect(signedIn.left?.slice(0, 2)).toEqual(['login-pair', String(perPair - 1)]);
        for (let attempt = 1; attempt < perPair; attempt++) {
            const wrong = fields(await client.login('admin', 'wrong-password', '10.7.0.1'));
            expect(wrong.left?.[1]).toBe(String(perPair - 1 - attempt));
        }
        const refused = await client.login('admin', adminPassword, '10.7.0.1');
        expect(refused.response.status).toBe(429);
        const over = fields(refused);
        expect(over.policy).toBe(policy);
        expect(over.left?.slice(0, 2)).toEqual(['login-pair', '0']);
        expect(over.left?.[2]).toBe(over.retryAfter);
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
