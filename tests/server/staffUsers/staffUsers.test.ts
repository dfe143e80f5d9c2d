import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../../contract/index.ts';
import { demoStaffUsers } from '../../../server/seed/staffUsers.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

const siti = {
    username: 'Siti',
    password: 'Nasi-Lemak#2026',
    name: 'Siti Aminah',
    email: 'siti@example.com',
    phone: '+60 12-345 6789',
    location: 'Kuala Lumpur',
    joiningDate: '2024-03-15',
    role: 'marketer',
    notes: 'Runs the Raya campaign',
};

describe.each(backends)('staff users on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    // Staff member 1 is the seeded admin; any other caller is a manager, so that it is never an admin itself.
    const as = async (staffId: string) => ({
        authorization: `Bearer ${await test.tokenFor(staffId === '1' ? 'admin' : 'manager', staffId)}`,
    });
    const call = async (
        method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
        url: string,
        payload?: object,
        staffId = '1'
    ) =>
        test.app.inject({
            method,
            url: `/v1/i/staff-users${url}`,
            payload,
            headers: await as(staffId),
        });
    const create = (body: object) => call('POST', '', body);
    const auditOf = (id: string) =>
        test.app.db
            .selectFrom('auditLog')
            .selectAll()
            .where('entityType', '=', 'staffUser')
            .where('entityId', '=', id)
            .orderBy('id')
            .execute();

    it('gives the first-start admin the Admin role, every flag and the Active status', async () => {
        const response = await call('GET', '/1');
        expect(response.json().user).toMatchObject({
            username: 'admin',
            role: 'admin',
            status: 'active',
            permissions: [...permissions],
        });
    });

    it('creates a user with its role defaults, lower-case username and no password in the answer', async () => {
        const response = await create(siti);
        expect(response.statusCode).toBe(201);
        const { user } = response.json();
        expect(user).toMatchObject({
            username: 'siti',
            name: 'Siti Aminah',
            joiningDate: '2024-03-15',
            status: 'active',
            permissions: ['vouchers:write', 'advertisements:write', 'notifications:write'],
        });
        expect(JSON.stringify(user)).not.toMatch(/password"|Nasi-Lemak/);
        expect((await call('GET', `/${user.id}`)).json().user).toEqual(user);
    });

    it('lists with paging, sort, role, status and a search over name, username and email', async () => {
        await create({
            ...siti,
            username: 'arjun',
            name: 'Arjun Nair',
            email: 'arjun@shop.my',
            role: 'advertiser',
        });
        const page = (await call('GET', '?page=1&perPage=2&sort=username&order=DESC')).json();
        expect(page.total).toBe(3);
        expect(page.users.map((user: { username: string }) => user.username)).toEqual([
            'siti',
            'arjun',
        ]);
        const names = async (search: string) =>
            (await call('GET', `?${search}`))
                .json()
                .users.map((user: { username: string }) => user.username);
        expect(await names('role=advertiser')).toEqual(['arjun']);
        expect(await names('q=AMINAH')).toEqual(['siti']);
        expect(await names('q=shop.my')).toEqual(['arjun']);
        expect(await names('status=Inactive')).toEqual([]);
        expect((await call('GET', '?role=owner')).statusCode).toBe(400);
    });

    it('refuses a password that breaks the policy, naming the rule', async () => {
        const weak = await create({ ...siti, username: 'weak', password: 'Nasi-Lemak#' });
        expect(weak.statusCode).toBe(400);
        expect(weak.json().message).toBe('Password must contain a number');
        const named = await create({ ...siti, username: 'named', password: 'Aminah#2026x' });
        expect(named.json().message).toBe('Password must not contain your name');
    });

    it('keeps usernames unique whatever their case (409)', async () => {
        const again = await create({ ...siti, username: 'SITI' });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('This username is already taken');
        const arjun = (await call('GET', '?q=arjun')).json().users[0];
        const renamed = await call('PATCH', `/${arjun.id}`, { username: 'Siti' });
        expect(renamed.statusCode).toBe(409);
    });

    it('gives a new role its default flags unless flags are given', async () => {
        const { user } = (
            await create({ ...siti, username: 'rolechange', role: 'analyst' })
        ).json();
        expect(user.permissions).toEqual([]);
        const manager = (await call('PATCH', `/${user.id}`, { role: 'manager' })).json().user;
        expect(manager.permissions).toContain('customers:write');
        const chosen = await call('PATCH', `/${user.id}`, {
            role: 'advertiser',
            permissions: ['settings:write'],
        });
        expect(chosen.json().user).toMatchObject({
            role: 'advertiser',
            permissions: ['settings:write'],
        });
    });

    it('never demotes, disables or deletes the last active Admin (409 saying why)', async () => {
        // Asked by a manager holding Manage Users (not an Admin), so that only the last-admin rule can refuse.
        await test.tokenFor('manager', '999');
        await test.app.db
            .updateTable('staffUsers')
            .set({ permissions: ['users:write'] })
            .where('id', '=', 999)
            .execute();
        const demote = await call('PATCH', '/1', { role: 'manager' }, '999');
        expect(demote.statusCode).toBe(409);
        expect(demote.json().message).toMatch(/^The last active Admin cannot be demoted/);
        const disable = await call('PATCH', '/1', { status: 'inactive' }, '999');
        expect(disable.json().message).toMatch(/cannot be disabled/);
        const remove = await call('DELETE', '/1', undefined, '999');
        expect(remove.json().message).toMatch(/cannot be deleted/);

        const second = (await create({ ...siti, username: 'second-admin', role: 'admin' })).json()
            .user;
        const demoted = await call('PATCH', '/1', { role: 'manager' }, second.id);
        expect(demoted.statusCode).toBe(200);
        expect(
            (await call('PATCH', `/${second.id}`, { status: 'inactive' }, '999')).statusCode
        ).toBe(409);
        await call('PATCH', '/1', { role: 'admin' }, second.id);
    });

    it("refuses to remove one's own Manage Users flag or account", async () => {
        const own = await call('PATCH', '/1', { permissions: ['customers:write'] });
        expect(own.statusCode).toBe(409);
        expect(own.json().message).toBe('You cannot remove your own Manage Users permission');
        expect((await call('DELETE', '/1')).statusCode).toBe(409);
        expect((await call('PATCH', '/1', { status: 'inactive' })).statusCode).toBe(409);
    });

    it('sets a password, ending the sessions of that user', async () => {
        const { user } = (await create({ ...siti, username: 'rotated' })).json();
        const login = (password: string) =>
            test.app.inject({
                method: 'POST',
                url: '/v1/i/auth/login',
                payload: { username: 'rotated', password },
            });
        const session = await login(siti.password);
        expect(session.statusCode).toBe(200);
        expect((await call('POST', `/${user.id}/password`, { password: 'short' })).statusCode).toBe(
            400
        );
        const changed = await call('POST', `/${user.id}/password`, { password: 'Kuih-Lapis#2026' });
        expect(changed.statusCode).toBe(200);
        expect(changed.json().user.passwordChangedAt).not.toBe(user.passwordChangedAt);
        const families = await test.app.db
            .selectFrom('refreshTokenFamilies')
            .select('revokedAt')
            .where('staffUserId', '=', Number(user.id))
            .execute();
        expect(families.length).toBeGreaterThan(0);
        expect(families.every(family => family.revokedAt !== null)).toBe(true);
        expect((await login('Kuih-Lapis#2026')).statusCode).toBe(200);
    });

    it('deletes a user and records every write in the audit trail, never the password', async () => {
        const { user } = (await create({ ...siti, username: 'leaver' })).json();
        await call('PATCH', `/${user.id}`, { notes: 'Leaving in May' });
        await call('POST', `/${user.id}/password`, { password: 'Kuih-Lapis#2026' });
        const removed = await call('DELETE', `/${user.id}`);
        expect(removed.json()).toEqual({ message: 'Staff user deleted' });
        expect((await call('GET', `/${user.id}`)).statusCode).toBe(404);
        const entries = await auditOf(user.id);
        expect(entries.map(entry => entry.action)).toEqual([
            'create',
            'update',
            'update',
            'delete',
        ]);
        expect(entries[1]?.changes).toEqual({
            notes: { before: 'Runs the Raya campaign', after: 'Leaving in May' },
        });
        expect(Object.keys(entries[2]?.changes ?? {})).toEqual(['passwordChangedAt']);
        const trail = JSON.stringify(entries);
        expect(trail).not.toMatch(/Nasi-Lemak|Kuih-Lapis|scrypt|passwordHash/);
    });

    it('lets every role read the staff users', async () => {
        for (const role of ['manager', 'marketer', 'advertiser', 'analyst'] as const) {
            const headers = { authorization: `Bearer ${await test.tokenFor(role, '1')}` };
            const response = await test.app.inject({
                method: 'GET',
                url: '/v1/i/staff-users',
                headers,
            });
            expect(response.statusCode).toBe(200);
        }
    });
});

describe('the demo data set', () => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp('pglite', { config: { seedDemo: true } });
    });
    afterAll(() => test?.close());

    it('holds one staff user of each role, who signs in with the password of docs/staff-users.md', async () => {
        const { users } = (
            await test.app.inject({ method: 'GET', url: '/v1/i/staff-users', headers: test.auth })
        ).json();
        const roles = users.map((user: { role: string }) => user.role).sort();
        expect(roles).toEqual(['admin', 'advertiser', 'analyst', 'manager', 'marketer']);
        for (const { username, password } of demoStaffUsers) {
            const login = await test.app.inject({
                method: 'POST',
                url: '/v1/i/auth/login',
                payload: { username, password },
            });
            expect(login.statusCode).toBe(200);
        }
    });
});
