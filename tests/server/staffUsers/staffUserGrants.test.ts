import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPermissions, type Permission, permissions } from '../../../contract/permissions.ts';
import { type StaffRole, staffRoles, staffUserUpdateSchema } from '../../../contract/staffUser.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// Every (actor, target) pair against every write of a staff user, generated from the staff-user routes that need
// Manage Users and the fields a PATCH may set. The expectation is the rule as stated, written out here on its
// own: nobody grants what they do not hold; only an active Admin grants or removes the Admin role, Manage Users
// or Manage Settings, or touches an Admin's account; nobody changes their own role, flags or status, nor resets
// their own password here; disabling, deleting or resetting the password of someone needs every flag they hold.

interface Holder {
    role: StaffRole;
    flags: Permission[];
}

const adminOnly: Permission[] = ['users:write', 'settings:write'];
const accessFields = ['role', 'status', 'permissions'];
const profileValues: Record<string, string> = {
    username: 'renamed',
    email: 'renamed@example.com',
    name: 'Renamed Person',
    phone: '+60 12-000 0000',
    location: 'Ipoh',
    joiningDate: '2024-01-02',
    notes: 'A note',
};

type Operation =
    | { route: 'PATCH /v1/i/staff-users/:id'; field: string; body: Record<string, unknown> }
    | { route: 'POST /v1/i/staff-users/:id/password' | 'DELETE /v1/i/staff-users/:id' }
    | { route: 'POST /v1/i/staff-users'; role: StaffRole; flags: Permission[] };

function patches(target: Holder): Operation[] {
    const route = 'PATCH /v1/i/staff-users/:id' as const;
    const toggled = (flag: Permission) =>
        target.flags.includes(flag)
            ? target.flags.filter(held => held !== flag)
            : [...target.flags, flag];
    return [
        ...staffRoles
            .filter(role => role !== target.role)
            .map(role => ({ route, field: `role=${role}`, body: { role } })),
        ...permissions.map(flag => ({
            route,
            field: `permissions~${flag}`,
            body: { permissions: toggled(flag) },
        })),
        { route, field: 'status=inactive', body: { status: 'inactive' } },
        ...Object.entries(profileValues).map(([field, value]) => ({
            route,
            field,
            body: { [field]: value },
        })),
    ];
}

const onTarget: Operation[] = [
    { route: 'POST /v1/i/staff-users/:id/password' },
    { route: 'DELETE /v1/i/staff-users/:id' },
];

const creates: Operation[] = [
    ...staffRoles.map(role => ({
        route: 'POST /v1/i/staff-users' as const,
        role,
        flags: defaultPermissions(role),
    })),
    ...permissions.map(flag => ({
        route: 'POST /v1/i/staff-users' as const,
        role: 'analyst' as const,
        flags: [flag],
    })),
];

/** The rule, as the issue states it. */
function allowed(actor: Holder, target: Holder | null, operation: Operation, self: boolean) {
    const isAdmin = actor.role === 'admin';
    const canGrant = (flag: Permission) =>
        actor.flags.includes(flag) && (isAdmin || !adminOnly.includes(flag));
    const changeAllowed = (before: Permission[], after: Permission[]) => {
        const added = after.filter(flag => !before.includes(flag));
        const removed = before.filter(flag => !after.includes(flag));
        if (!isAdmin && [...added, ...removed].some(flag => adminOnly.includes(flag))) return false;
        return added.every(canGrant);
    };
    if (operation.route === 'POST /v1/i/staff-users') {
        return (operation.role !== 'admin' || isAdmin) && changeAllowed([], operation.flags);
    }
    const held = target as Holder;
    if (self)
        return operation.route === 'PATCH /v1/i/staff-users/:id' && !operation.field.match(/[=~]/);
    if (held.role === 'admin' && !isAdmin) return false;
    if (
        operation.route !== 'PATCH /v1/i/staff-users/:id' ||
        operation.field === 'status=inactive'
    ) {
        return held.flags.every(canGrant);
    }
    const role = /^role=(\w+)$/.exec(operation.field)?.[1] as StaffRole | undefined;
    if (role)
        return (role !== 'admin' || isAdmin) && changeAllowed(held.flags, defaultPermissions(role));
    const flags = operation.body.permissions as Permission[] | undefined;
    return flags ? changeAllowed(held.flags, flags) : true;
}

const withUsersWrite = (role: StaffRole): Holder => ({
    role,
    flags: [...new Set<Permission>([...defaultPermissions(role), 'users:write'])],
});
const actors = staffRoles.map(withUsersWrite);
const targets: Holder[] = [
    ...staffRoles.map(role => ({ role, flags: defaultPermissions(role) })),
    withUsersWrite('manager'),
];
const name = (holder: Holder) =>
    holder.flags.length === defaultPermissions(holder.role).length
        ? holder.role
        : `${holder.role}+users:write`;

describe('granting access to staff users', () => {
    let test: TestApp;
    let nextId = 1000;
    beforeAll(async () => {
        test = await createTestApp('pglite', { config: { sessionCacheSeconds: 0 } });
    });
    afterAll(() => test?.close());

    async function insert(holder: Holder) {
        const id = nextId++;
        await test.app.db
            .insertInto('staffUsers')
            .values({
                id,
                username: `person-${id}`,
                name: `Person ${id}`,
                passwordHash: '-',
                role: holder.role,
                permissions: holder.flags,
            })
            .execute();
        const token = await test.app.signAccessToken({
            id: String(id),
            username: `person-${id}`,
            role: holder.role,
        });
        return { id: String(id), authorization: `Bearer ${token}` };
    }

    async function run(operation: Operation, authorization: string, targetId: string) {
        const url = operation.route.split(' ')[1]?.replace(':id', targetId) as string;
        const method = operation.route.split(' ')[0] as 'POST';
        const payload =
            operation.route === 'PATCH /v1/i/staff-users/:id'
                ? {
                      ...operation.body,
                      // Usernames are unique: each rename its own.
                      ...('username' in operation.body && { username: `renamed-${nextId++}` }),
                  }
                : operation.route === 'POST /v1/i/staff-users/:id/password'
                  ? { password: 'Kuih-Lapis#2026' }
                  : operation.route === 'POST /v1/i/staff-users'
                    ? {
                          name: 'New Person',
                          username: `new-${nextId++}`,
                          password: 'Kuih-Lapis#2026',
                          role: operation.role,
                          permissions: operation.flags,
                      }
                    : undefined;
        const response = await test.app.inject({
            method,
            url,
            payload,
            headers: { authorization },
        });
        return { status: response.statusCode, code: response.json().code as string | undefined };
    }

    const describeOperation = (operation: Operation) =>
        'field' in operation
            ? `${operation.route} ${operation.field}`
            : 'role' in operation
              ? `${operation.route} ${operation.role}[${operation.flags.join(',')}]`
              : operation.route;

    it('covers every staff-user route that needs Manage Users, and every field a PATCH sets', () => {
        const routes = test.app
            .routeAccess()
            .filter(route => route.access === 'users:write' && route.url.includes('/staff-users'))
            .map(route => `${route.method} ${route.url}`)
            .sort();
        const covered = [...creates, ...onTarget, ...patches(targets[0] as Holder)];
        expect(routes).toEqual([...new Set(covered.map(operation => operation.route))].sort());
        expect(Object.keys(staffUserUpdateSchema.shape).sort()).toEqual(
            [...accessFields, ...Object.keys(profileValues)].sort()
        );
    });

    it.each(actors.map(actor => [name(actor), actor] as const))(
        'lets a %s with Manage Users grant only what the rule allows',
        async (_, actor) => {
            const signedIn = await insert(actor);
            const seen = [];
            const wanted = [];
            const cases: { target: Holder | null; operation: Operation }[] = [
                ...creates.map(operation => ({ target: null, operation })),
                ...targets.flatMap(target =>
                    [...patches(target), ...onTarget].map(operation => ({ target, operation }))
                ),
            ];
            for (const { target, operation } of cases) {
                const targetId = target ? (await insert(target)).id : '';
                const { status, code } = await run(operation, signedIn.authorization, targetId);
                const label = `${target ? name(target) : 'new'}: ${describeOperation(operation)}`;
                seen.push({ label, allowed: status < 300 });
                wanted.push({ label, allowed: allowed(actor, target, operation, false) });
                if (status === 403) expect(code, label).not.toBe('forbidden');
                else if (status >= 300) expect(status, `${label} ${code}`).toBe(409);
            }
            expect(seen).toEqual(wanted);
        }
    );

    it.each(actors.map(actor => [name(actor), actor] as const))(
        'lets a %s change their own profile but not their own access or password',
        async (_, actor) => {
            const seen = [];
            const wanted = [];
            for (const operation of [...patches(actor), ...onTarget]) {
                // A fresh account each time, so that a change wrongly allowed does not colour the next one.
                const self = await insert(actor);
                const { status } = await run(operation, self.authorization, self.id);
                const label = describeOperation(operation);
                seen.push({ label, allowed: status < 300, refusedClearly: status < 500 });
                wanted.push({
                    label,
                    allowed: allowed(actor, actor, operation, true),
                    refusedClearly: true,
                });
            }
            expect(seen).toEqual(wanted);
        }
    );
});
