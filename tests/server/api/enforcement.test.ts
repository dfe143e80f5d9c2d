import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../../contract/permissions.ts';
import { type StaffRole, staffRoles } from '../../../contract/staffUser.ts';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { authClient } from '../authClient.ts';
import { backends, createTestApp, multipart, type TestApp, validVoucher } from '../helpers.ts';

// What a staff member may do follows their row as it is now: a private voucher stays an Admin's whatever flags
// another role holds; a demotion, a change of flags or a disabled account reaches tokens already issued within
// SESSION_CACHE_SECONDS (one second here).
const cacheSeconds = 1;
const password = 'Nasi-Lemak#2026';
const afterCache = () => new Promise(resolve => setTimeout(resolve, cacheSeconds * 1000 + 50));

describe.each(backends)('enforcement on %s', backend => {
    let test: TestApp;
    let customer: string;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { sessionCacheSeconds: cacheSeconds } });
        await insertCustomers(test.app.db, 1, 1, 1);
        const row = await test.app.db
            .selectFrom('customers')
            .select('id')
            .executeTakeFirstOrThrow();
        customer = String(row.id);
    });
    afterAll(() => test?.close());

    const bearer = (token: string) => `Bearer ${token}`;
    /** A staff member of the role holding every flag, so that only the private-voucher rule can refuse. */
    const withEveryFlag = async (role: StaffRole, id: string) => {
        const token = await test.tokenFor(role, id);
        await test.app.db
            .updateTable('staffUsers')
            .set({ permissions: [...permissions] })
            .where('id', '=', Number(id))
            .execute();
        return bearer(token);
    };
    const voucher = async (
        authorization: string,
        method: 'POST' | 'PATCH',
        id = '',
        fields = {}
    ) => {
        const body = await multipart(method === 'POST' ? { ...validVoucher, ...fields } : fields);
        return test.app.inject({
            method,
            url: `/v1/i/vouchers${id && `/${id}`}`,
            payload: body.payload,
            headers: { ...body.headers, authorization },
        });
    };
    const assign = (authorization: string, id: string) =>
        test.app.inject({
            method: 'POST',
            url: `/v1/i/vouchers/${id}/users/assign`,
            payload: { users: [customer] },
            headers: { authorization },
        });
    const remove = (authorization: string, id: string) =>
        test.app.inject({
            method: 'DELETE',
            url: `/v1/i/vouchers/${id}`,
            headers: { authorization },
        });

    it('refuses the private-voucher flip to every role but Admin, whatever their flags', async () => {
        const admin = test.auth.authorization;
        const created = await voucher(admin, 'POST', '', { isPublic: 'false' });
        const id = created.json().voucher.id as string;
        for (const [index, role] of staffRoles.filter(role => role !== 'admin').entries()) {
            const other = await withEveryFlag(role, String(200 + index));
            expect((await assign(other, id)).statusCode, role).toBe(403);
            const madePublic = await voucher(other, 'PATCH', id, { isPublic: 'true' });
            expect(madePublic.statusCode, role).toBe(403);
            expect(madePublic.json().message).toBe('Only admins can make a private voucher public');
            expect((await remove(other, id)).statusCode, role).toBe(403);
            // Anything else about the private voucher stays theirs to edit with Manage Vouchers.
            expect((await voucher(other, 'PATCH', id, { name: `By ${role}` })).statusCode).toBe(
                200
            );
        }
        expect((await voucher(admin, 'PATCH', id, { isPublic: 'true' })).statusCode).toBe(200);
        expect((await assign(admin, id)).statusCode).toBe(201);
        expect((await voucher(admin, 'PATCH', id, { isPublic: 'false' })).statusCode).toBe(200);
        expect((await remove(admin, id)).statusCode).toBe(204);
    });

    it("takes admin rights from a demoted Admin's existing token within the cache time", async () => {
        const token = bearer(await test.tokenFor('admin', '300'));
        const staffUsers = () =>
            test.app.inject({
                method: 'POST',
                url: '/v1/i/staff-users',
                payload: {},
                headers: { authorization: token },
            });
        expect((await staffUsers()).statusCode).toBe(400);
        await test.app.db
            .updateTable('staffUsers')
            .set({ role: 'marketer', permissions: ['vouchers:write'] })
            .where('id', '=', 300)
            .execute();
        await afterCache();
        expect((await staffUsers()).statusCode).toBe(403);
        const created = await voucher(test.auth.authorization, 'POST', '', { isPublic: 'false' });
        expect((await remove(token, created.json().voucher.id)).statusCode).toBe(403);
    });

    it('ends a disabled staff member’s tokens and refuses their sign-in after a correct password', async () => {
        const created = await test.app.inject({
            method: 'POST',
            url: '/v1/i/staff-users',
            payload: { name: 'Mei Ling', username: 'Mei.Ling', password, role: 'analyst' },
            headers: test.auth,
        });
        expect(created.statusCode).toBe(201);
        const id = created.json().user.id as string;
        const client = authClient(test.app);
        // Usernames sign in whatever their case.
        const login = await client.login('MEI.LING', password);
        expect(login.response.status).toBe(200);
        const token = login.data?.token ?? '';
        expect((await client.vouchers(token)).response.status).toBe(200);

        const disable = await test.app.inject({
            method: 'PATCH',
            url: `/v1/i/staff-users/${id}`,
            payload: { status: 'inactive' },
            headers: test.auth,
        });
        expect(disable.statusCode).toBe(200);
        await afterCache();
        expect((await client.vouchers(token)).response.status).toBe(401);

        const wrong = await client.login('mei.ling', 'Wrong-Password#1');
        expect(wrong.response.status).toBe(401);
        expect((wrong.error as { message?: string } | undefined)?.message).toBeUndefined();
        const right = await client.login('mei.ling', password);
        expect(right.response.status).toBe(401);
        expect((right.error as { message?: string } | undefined)?.message).toMatch(
            /account is disabled/
        );
    });

    it('ends a deleted staff member’s tokens', async () => {
        const token = await test.tokenFor('manager', '400');
        const client = authClient(test.app);
        expect((await client.vouchers(token)).response.status).toBe(200);
        const removed = await test.app.inject({
            method: 'DELETE',
            url: '/v1/i/staff-users/400',
            headers: test.auth,
        });
        expect(removed.statusCode).toBe(200);
        await afterCache();
        expect((await client.vouchers(token)).response.status).toBe(401);
    });
});
