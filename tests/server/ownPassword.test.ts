import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, cookiesOf } from './authClient.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

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
});
