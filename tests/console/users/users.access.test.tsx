import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '../../../contract';
import { defaultPermissions } from '../../../contract/permissions';
import { setToken } from '../../../src/api/http';
import {
    HttpResponse,
    http,
    makeToken,
    offerExtensions,
    refreshHandler,
    server,
    setUpApi,
} from '../api';
import { renderApp } from '../app';

vi.setConfig({ testTimeout: 30_000 });
setUpApi();

const SLOW = { timeout: 10_000 };
// A Marketer's flags, as the server signs them into the token: vouchers, advertisements and notifications.
const marketer = makeToken({ role: 'marketer', permissions: defaultPermissions('marketer') });

beforeEach(() => {
    setToken(marketer);
    offerExtensions(['paging', 'staff-users']);
    server.use(
        refreshHandler(marketer, [], ['paging', 'staff-users']),
        http.get('/v1/i/staff-users', () => HttpResponse.json({ users: [], total: 0 })),
        http.get('/v1/i/vouchers', () => HttpResponse.json({ vouchers: [] })),
        http.get('/v1/i/staff-users/5', () => HttpResponse.json({ user: siti }))
    );
});

const siti: StaffUser = {
    id: '5',
    username: 'siti',
    email: 'siti@example.com',
    name: 'Siti Aminah',
    phone: null,
    location: 'Kuala Lumpur',
    joiningDate: '2024-03-15',
    role: 'marketer',
    status: 'active',
    permissions: defaultPermissions('marketer'),
    notes: 'Runs the year-end campaigns.',
    passwordChangedAt: null,
    createdAt: '2024-03-15T00:00:00.000Z',
};

describe('a Marketer (flags in the token) and the staff users', () => {
    it('sees the Users menu entry and list, but no way to add a user', async () => {
        renderApp('/users');
        expect(await screen.findByRole('heading', { name: 'Users' }, SLOW)).toBeVisible();
        expect(screen.getByRole('link', { name: /Users/ })).toBeVisible();
        expect(screen.queryByRole('link', { name: 'Add new user' })).toBeNull();
    });

    it('gets the access-denied page at /user/create, not a form', async () => {
        renderApp('/user/create');
        expect(await screen.findByText('Access denied', {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByLabelText('Password')).toBeNull();
        expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    });

    it('reads a staff user at /user/:id, with no way to change them', async () => {
        renderApp('/user/5');
        expect(await screen.findByRole('heading', { name: 'Siti Aminah' }, SLOW)).toBeVisible();
        expect(screen.getByText('siti@example.com')).toBeVisible();
        expect(screen.getByText('Runs the year-end campaigns.')).toBeVisible();
        const flags = within(screen.getByRole('list', { name: 'Permissions' }));
        expect(flags.getByText('Manage Vouchers').closest('li')).toHaveTextContent('Allowed');
        expect(flags.getByText('Manage Users').closest('li')).toHaveTextContent('Not allowed');
        expect(screen.queryByText('Access denied')).toBeNull();
        expect(screen.queryByRole('textbox')).toBeNull();
        for (const name of [/Save/, /Disable/, /Set password/, /Delete/]) {
            expect(screen.queryByRole('button', { name })).toBeNull();
        }
    });

    it('still creates vouchers', async () => {
        renderApp('/vouchers');
        expect(
            await screen.findByRole('link', { name: 'Create vouchers' }, SLOW)
        ).toBeInTheDocument();
        cleanup();
        const admin = makeToken({ permissions: defaultPermissions('admin') });
        setToken(admin);
        server.use(refreshHandler(admin));
        renderApp('/users');
        expect(await screen.findByRole('link', { name: 'Add new user' }, SLOW)).toBeVisible();
    });
});
