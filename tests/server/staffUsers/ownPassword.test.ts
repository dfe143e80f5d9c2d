import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPasswordLimits } from '../../../server/staffUsers/ownPasswordThrottle.ts';
import { authClient, cookiesOf } from '../authClient.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

const password = 'Nasi-Lemak#2026';
const changed = 'Kuih-Lapis#2026';

describe.each(backends)('a staff member changing their own password on %s', backend => {
    let test: TestApp;
    let userId: string;
    beforeAll(async () => {
        test = await createTestApp(backend);
        const created = await test.app.inject({
            method: 'POST',
            url: '/v1/i/staff-users',
            payload: { name: 'Siti Aminah', username: 'siti', password, role: 'analyst' },
            headers: test.auth,
        });
        userId = created.json().user.id;
    });
    afterAll(() => test?.close());

    const change = (token: string, body: object) =>
        test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/password',
            payload: body,
            headers: { authorization: `Bearer ${token}` },
        });

    it('checks the current password and the rules, ends the other sessions and keeps this one', async () => {
        const client = authClient(test.app);
        const other = await client.login('siti', password);
        const mine = await client.login('siti', password);
        const token = mine.data?.token ?? '';

        const wrong = await change(token, { currentPassword: 'Nope#2026x', newPassword: changed });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().errors).toEqual({
            currentPassword: 'The current password is incorrect',
        });
        const weak = await change(token, { currentPassword: password, newPassword: 'weakpass' });
        expect(weak.statusCode).toBe(400);
        expect(weak.json().message).toBe('Password must contain an uppercase letter');
        const named = await change(token, { currentPassword: password, newPassword: 'Siti#2026x' });
        expect(named.json().message).toBe('Password must not contain your name');
        expect((await change(token, { newPassword: changed })).statusCode).toBe(400);

        const done = await change(token, { currentPassword: password, newPassword: changed });
        expect(done.statusCode).toBe(200);
        expect(done.json()).toEqual({ message: 'Password changed' });
        // The other session's refresh token no longer renews it; this session goes on.
        expect((await client.refresh(cookiesOf(other))).response.status).toBe(401);
        expect((await client.refresh(cookiesOf(mine))).response.status).toBe(200);
        expect((await client.vouchers(token)).response.status).toBe(200);
        expect((await client.login('siti', password)).response.status).toBe(401);
        expect((await client.login('siti', changed)).response.status).toBe(200);
    });

    it('records the change in the audit trail, never the password', async () => {
        const entries = await test.app.db
            .selectFrom('auditLog')
            .selectAll()
            .where('entityType', '=', 'staffUser')
            .where('entityId', '=', userId)
            .orderBy('id')
            .execute();
        const last = entries.at(-1);
        expect(last?.action).toBe('update');
        expect(Object.keys(last?.changes ?? {})).toEqual(['passwordChangedAt']);
        expect(JSON.stringify(entries)).not.toMatch(/Nasi-Lemak|Kuih-Lapis|scrypt|passwordHash/);
    });

    it('needs a session', async () => {
        const anonymous = await test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/password',
            payload: { currentPassword: password, newPassword: changed },
        });
        expect(anonymous.statusCode).toBe(401);
    });

    it('limits wrong current passwords per staff member: 429 with Retry-After, then even the right one waits', async () => {
        const created = await test.app.inject({
            method: 'POST',
            url: '/v1/i/staff-users',
            payload: { name: 'Arjun Nair', username: 'arjun', password, role: 'advertiser' },
            headers: test.auth,
        });
        expect(created.statusCode).toBe(201);
        const token = (await authClient(test.app).login('arjun', password)).data?.token ?? '';
        // A correct current password takes its attempt back: a weak new one does not count towards the limit.
        const policy = `"own-password";q=${ownPasswordLimits.attempts};w=900`;
        const left = (answer: { headers: Record<string, unknown> }) => {
            expect(answer.headers['ratelimit-policy']).toBe(policy);
            return String(answer.headers.ratelimit)
                .match(/^"own-password";r=(\d+);t=(\d+)$/)
                ?.slice(1)
                .map(Number);
        };
        for (let i = 0; i < 3; i++) {
            const weak = await change(token, { currentPassword: password, newPassword: 'weak' });
            expect(weak.statusCode).toBe(400);
            expect(left(weak)?.[0], 'a correct current password leaves the quota whole').toBe(5);
        }
        for (let i = 0; i < ownPasswordLimits.attempts; i++) {
            const wrong = await change(token, {
                currentPassword: `Wrong#${i}abc`,
                newPassword: changed,
            });
            expect(wrong.statusCode).toBe(400);
            expect(left(wrong)?.[0]).toBe(ownPasswordLimits.attempts - 1 - i);
        }
        const refused = await change(token, { currentPassword: password, newPassword: changed });
        expect(refused.statusCode).toBe(429);
        expect(left(refused)).toEqual([0, Number(refused.headers['retry-after'])]);
        expect(refused.json().message).toBe(
            'Too many wrong current passwords. Please try again in 15 minutes.'
        );
        const wait = Number(refused.headers['retry-after']);
        expect(wait).toBeGreaterThan(14 * 60);
        expect(wait).toBeLessThanOrEqual(15 * 60);
        // Nothing changed, and the limit is this staff member's own: siti is not held up.
        expect((await authClient(test.app).login('arjun', password)).response.status).toBe(200);
        const siti = (await authClient(test.app).login('siti', changed)).data?.token ?? '';
        const other = await change(siti, { currentPassword: 'Wrong#1abc', newPassword: password });
        expect(other.statusCode).toBe(400);
    });

    it('lets a staff member edit their own name, email and phone, and nothing else', async () => {
        const token = (await authClient(test.app).login('siti', changed)).data?.token ?? '';
        const edit = (payload: object) =>
            test.app.inject({
                method: 'PATCH',
                url: '/v1/i/auth/profile',
                payload,
                headers: { authorization: `Bearer ${token}` },
            });
        const done = await edit({ name: 'Siti Aminah binti Ali', phone: '+60 12-345 6789' });
        expect(done.statusCode).toBe(200);
        expect(done.json().user).toMatchObject({
            id: userId,
            name: 'Siti Aminah binti Ali',
            phone: '+60 12-345 6789',
            role: 'analyst',
            permissions: [],
        });
        expect((await edit({ role: 'admin' })).statusCode).toBe(400);
        expect((await edit({ permissions: ['users:write'] })).statusCode).toBe(400);
        expect((await edit({ name: '   ' })).statusCode).toBe(400);
        const saved = await test.app.inject({
            method: 'GET',
            url: `/v1/i/staff-users/${userId}`,
            headers: test.auth,
        });
        expect(saved.json().user).toMatchObject({ name: 'Siti Aminah binti Ali', role: 'analyst' });
        const [entry] = await test.app.db
            .selectFrom('auditLog')
            .selectAll()
            .where('entityType', '=', 'staffUser')
            .where('entityId', '=', userId)
            .orderBy('id', 'desc')
            .limit(1)
            .execute();
        expect(Object.keys(entry?.changes ?? {}).sort()).toEqual(['name', 'phone']);
        expect(entry?.actorUsername).toBe('siti');
    });
});
