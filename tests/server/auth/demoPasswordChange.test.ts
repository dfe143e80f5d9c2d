import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffUsers } from '../../../server/seed/staffUsers.ts';
import { authClient, cookiesOf } from '../authClient.ts';
import { adminPassword, backends, createTestApp, type TestApp } from '../helpers.ts';

// The demo accounts' passwords are published (docs/staff-users.md): each must choose its own at its first
// sign-in, and until then its session reaches nothing but that change (and logout).

const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

describe.each(backends)('a demo account at its first sign-in on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { seedDemo: true } });
    }, 120_000);
    afterAll(() => test?.close());

    const manager = demoStaffUsers.find(user => user.role === 'manager');
    const fresh = 'Own-Choice#2026x';
    const change = (token: string, currentPassword: string, newPassword: string) =>
        test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/password',
            payload: { currentPassword, newPassword },
            headers: { authorization: `Bearer ${token}` },
        });

    it('is held to its own password change, then reaches everything', async () => {
        const client = authClient(test.app);
        const login = await client.login('manager', manager?.password ?? '');
        expect(login.response.status).toBe(200);
        const token = login.data?.token ?? '';
        expect(claimsOf(token).mustChangePassword).toBe(true);

        const held = await client.vouchers(token);
        expect(held.response.status).toBe(403);
        expect(held.error).toMatchObject({ code: 'password_change_required' });
        const refreshed = await client.refresh(cookiesOf(login));
        expect(claimsOf(refreshed.data?.token ?? '').mustChangePassword).toBe(true);

        expect((await change(token, manager?.password ?? '', fresh)).statusCode).toBe(200);
        expect((await client.vouchers(token)).response.status).toBe(200);
        const again = await client.login('manager', fresh);
        expect(claimsOf(again.data?.token ?? '').mustChangePassword).toBeUndefined();
        expect((await client.login('manager', manager?.password ?? '')).response.status).toBe(401);
    });

    it('holds every demo account, not the admin', async () => {
        const client = authClient(test.app);
        for (const user of demoStaffUsers.filter(demo => demo.role !== 'manager')) {
            const login = await client.login(user.username, user.password);
            expect((await client.vouchers(login.data?.token ?? '')).response.status).toBe(403);
        }
        const admin = await client.login('admin', adminPassword);
        expect((await client.vouchers(admin.data?.token ?? '')).response.status).toBe(200);
    });
});
