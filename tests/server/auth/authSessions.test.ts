import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, cookiesOf } from '../authClient.ts';
import { adminPassword, backends, createTestApp, type TestApp } from '../helpers.ts';

describe.each(backends)('sessions on %s', backend => {
    let test: TestApp;
    let client: ReturnType<typeof authClient>;
    beforeAll(async () => {
        test = await createTestApp(backend);
        client = authClient(test.app);
    });
    afterAll(() => test?.close());

    const signIn = async () => {
        const response = await client.login('admin', adminPassword);
        expect(response.response.status).toBe(200);
        return { cookies: cookiesOf(response), token: response.data?.token as string };
    };

    it('keeps the session when two tabs refresh with the same cookie at once, 20 times out of 20', async () => {
        for (let pair = 0; pair < 20; pair++) {
            const { cookies } = await signIn();
            const answers = await Promise.all([client.refresh(cookies), client.refresh(cookies)]);
            expect(answers.map(answer => answer.response.status)).toEqual([200, 200]);
            // Both tabs go on: each one's new token works, and each one's new cookie refreshes again.
            for (const answer of answers) {
                expect((await client.vouchers(answer.data?.token ?? '')).response.status).toBe(200);
                const next = await client.refresh({ ...cookies, ...cookiesOf(answer) });
                expect(next.response.status).toBe(200);
            }
        }
    });

    it('makes the access token unusable once its session is logged out', async () => {
        const { cookies, token } = await signIn();
        expect((await client.vouchers(token)).response.status).toBe(200);
        expect((await client.logout(cookies)).response.status).toBe(204);
        const refused = await client.vouchers(token);
        expect(refused.response.status).toBe(401);
        expect(refused.error?.message).toBeTruthy();
    });

    it('names the session in the token and takes the role from the database', async () => {
        const { token } = await signIn();
        const claims = JSON.parse(
            Buffer.from(token.split('.')[1] as string, 'base64url').toString()
        );
        expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
        const demoted = await test.tokenFor('marketer', '7');
        await test.app.db
            .updateTable('staffUsers')
            .set({ role: 'analyst' })
            .where('id', '=', 7)
            .execute();
        // Within SESSION_CACHE_SECONDS a session already looked up may still be trusted; a new one is not.
        const request = { headers: { authorization: `Bearer ${demoted}` } } as never;
        await test.app.authenticate(request);
        expect((request as { staff: { role: string } }).staff.role).toBe('analyst');
    });

    it('matches the Bearer scheme case-insensitively', async () => {
        const { token } = await signIn();
        for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
            expect((await client.vouchers(token, scheme)).response.status, scheme).toBe(200);
        }
    });

    it('purges expired refresh tokens and the families left without any', async () => {
        const { cookies } = await signIn();
        const long = new Date(Date.now() - 60_000);
        await test.app.db.updateTable('refreshTokens').set({ expiresAt: long }).execute();
        await test.app.authRepository.purgeExpired();
        const left = await test.app.db
            .selectFrom('refreshTokens')
            .select(eb => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow();
        expect(Number(left.count)).toBe(0);
        expect((await client.refresh(cookies)).response.status).toBe(401);
    });
});
