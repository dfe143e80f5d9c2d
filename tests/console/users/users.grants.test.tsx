import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '../../../contract';
import { defaultPermissions } from '../../../contract/permissions';
import { setToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, offerExtensions, server, setUpApi } from '../api';
import { renderApp } from '../app';

// The staff-user form offers only what the signed-in staff member may grant (contract/staffGrants.ts), so that
// nobody is led into the server's 403.

vi.setConfig({ testTimeout: 30_000 });
setUpApi();

const SLOW = { timeout: 10_000 };
const manager = makeToken({
    sub: '7',
    role: 'manager',
    permissions: [...defaultPermissions('manager'), 'users:write'],
});

const staff = (id: string, role: StaffUser['role']): StaffUser => ({
    id,
    username: `person-${id}`,
    email: null,
    name: `Person ${id}`,
    phone: null,
    location: null,
    joiningDate: null,
    role,
    status: 'active',
    permissions: defaultPermissions(role),
    notes: null,
    passwordChangedAt: null,
    createdAt: '2024-03-15T00:00:00.000Z',
});

beforeEach(() => {
    setToken(manager);
    offerExtensions(['paging', 'staff-users']);
    server.use(
        http.get('/v1/i/staff-users', () => HttpResponse.json({ users: [], total: 0 })),
        http.get('/v1/i/staff-users/5', () => HttpResponse.json({ user: staff('5', 'marketer') })),
        http.get('/v1/i/staff-users/1', () => HttpResponse.json({ user: staff('1', 'admin') })),
        http.get('/v1/i/staff-users/7', () =>
            HttpResponse.json({ user: { ...staff('7', 'manager'), permissions: [] } })
        )
    );
});

describe('a Manager holding Manage Users, on the staff-user form', () => {
    it('cannot choose the Admin role, Manage Users or Manage Settings, and is told why', async () => {
        renderApp('/user/create');
        await userEvent.click(await screen.findByRole('combobox', { name: 'Role' }, SLOW));
        expect(screen.getByRole('option', { name: 'Admin' })).toHaveAttribute(
            'aria-disabled',
            'true'
        );
        await userEvent.click(screen.getByRole('option', { name: 'Marketer' }));
        expect(screen.getByRole('checkbox', { name: 'Manage Users' })).toBeDisabled();
        expect(screen.getByRole('checkbox', { name: 'Manage Settings' })).toBeDisabled();
        expect(screen.getByRole('checkbox', { name: 'Manage Customers' })).toBeEnabled();
        expect(screen.getByRole('checkbox', { name: 'Manage Vouchers' })).toBeChecked();
        expect(
            screen.getByText(/You can grant only the permissions you hold; only an Admin grants/)
        ).toBeVisible();
    });

    it('may disable or set the password of a Marketer', async () => {
        renderApp('/user/5');
        expect(await screen.findByRole('button', { name: 'Set password' }, SLOW)).toBeVisible();
        expect(screen.getByRole('button', { name: 'Disable' })).toBeVisible();
    });

    it("finds an Admin's account read-only, with no way to disable, delete or set its password", async () => {
        renderApp('/user/1');
        expect(
            await screen.findByText("Only an Admin can change an Admin's account.", {}, SLOW)
        ).toBeVisible();
        expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
        expect(screen.getByRole('checkbox', { name: 'Manage Vouchers' })).toBeDisabled();
        for (const name of ['Set password', 'Disable', 'Delete'])
            expect(screen.queryByRole('button', { name })).toBeNull();
    });

    it('cannot change their own role, flags or status', async () => {
        renderApp('/user/7');
        expect(
            await screen.findByText(
                'You cannot change your own role, permissions or status.',
                {},
                SLOW
            )
        ).toBeVisible();
        const flags = within(screen.getByRole('group', { name: /Permissions/ }));
        for (const box of flags.getAllByRole('checkbox')) expect(box).toBeDisabled();
        expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
        expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
    });
});
