import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeSettings, StaffUser } from '../../../contract';
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

vi.setConfig({ testTimeout: 60_000 });
setUpApi();

const SLOW = { timeout: 25_000 };

const siti: StaffUser = {
    id: '5',
    username: 'siti',
    email: 'siti@example.com',
    name: 'Siti Aminah',
    phone: null,
    location: 'Kuala Lumpur',
    joiningDate: '2024-03-15',
    role: 'admin',
    status: 'active',
    permissions: defaultPermissions('admin'),
    notes: null,
    passwordChangedAt: null,
    createdAt: '2024-03-15T00:00:00.000Z',
};
const settings: ProgrammeSettings = {
    refreshGraceSeconds: 30,
    accessTokenLifetimeSeconds: 900,
    sessionCacheSeconds: 5,
    loginThrottle: {
        perPair: { attempts: 10, windowSeconds: 900 },
        perUsername: { attempts: 100, windowSeconds: 900 },
        perAddress: { attempts: 100, windowSeconds: 900 },
    },
    ownPasswordThrottle: { attempts: 5, windowSeconds: 900 },
    deeplinkHosts: ['shop.example.com', 'app.example.com'],
};

/** Every call the console makes while the test runs, as method, path and JSON body. */
let calls: { method: string; path: string; body?: unknown }[];
const record = async ({ request }: { request: Request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : undefined,
    });
};
beforeEach(() => {
    calls = [];
    server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

const tokenFor = (user: StaffUser) =>
    makeToken({
        sub: user.id,
        username: user.username,
        role: user.role,
        permissions: user.permissions,
    });

const signIn = (user: StaffUser) => {
    const token = tokenFor(user);
    setToken(token);
    server.use(refreshHandler(token));
};

const withExtension = (user: StaffUser) => {
    offerExtensions(['staff-users']);
    // Our server names its extensions in every refresh answer: were the console to refresh during the test,
    // a refresh answer without them (signIn's, the provider's own API) would take the Setting screen away.
    server.use(refreshHandler(tokenFor(user), [], ['staff-users']));
    server.use(
        http.get(`/v1/i/staff-users/${user.id}`, () => HttpResponse.json({ user })),
        http.get('/v1/i/settings', () => HttpResponse.json({ settings }))
    );
};

describe('Setting against an API without the staff-users extension', () => {
    it('stays the spec placeholder: a menu entry without a screen, and /settings is not found', async () => {
        signIn(siti);
        renderApp('/settings');
        expect(await screen.findByText('Not Found', {}, SLOW)).toBeInTheDocument();
        const navigation = screen.getByRole('navigation');
        expect(within(navigation).queryByRole('link', { name: 'Setting' })).toBeNull();
        expect(within(navigation).getByRole('button', { name: 'Setting' })).toHaveAttribute(
            'aria-disabled',
            'true'
        );
        expect(calls).toEqual([]);
    });
});

describe('Setting with the staff-users extension', () => {
    it('shows the own account and, with Manage Settings, the programme figures read-only', async () => {
        signIn(siti);
        withExtension(siti);
        renderApp('/settings');
        expect(await screen.findByRole('heading', { name: 'My account' }, SLOW)).toBeVisible();
        expect(await screen.findByText('siti@example.com', {}, SLOW)).toBeVisible();
        expect(screen.getByRole('link', { name: 'Setting' })).toHaveAttribute(
            'aria-current',
            'page'
        );
        const programme = screen
            .getByRole('heading', { name: 'Programme settings' })
            .closest('section');
        expect(programme).not.toBeNull();
        const figures = within(programme as HTMLElement);
        expect(await figures.findByText('Refresh grace period', {}, SLOW)).toBeVisible();
        expect(figures.getByText('30 seconds')).toBeVisible();
        expect(figures.getByText('Access token lifetime').nextSibling).toHaveTextContent(
            '15 minutes'
        );
        expect(
            figures.getByText('Failed logins per username and address').nextSibling
        ).toHaveTextContent('10 per 15 minutes');
        expect(figures.getByText('Hosts a web deeplink may go to').nextSibling).toHaveTextContent(
            'shop.example.com, app.example.com'
        );
        expect(figures.queryByRole('textbox')).toBeNull();
    });

    it('leaves the programme figures out for a staff member without Manage Settings, and never asks for them', async () => {
        const analyst = { ...siti, role: 'analyst' as const, permissions: [] };
        signIn(analyst);
        withExtension(analyst);
        renderApp('/settings');
        expect(await screen.findByText('siti@example.com', {}, SLOW)).toBeVisible();
        expect(screen.getByText('Analyst', { selector: '.MuiChip-label' })).toBeVisible();
        expect(screen.queryByRole('heading', { name: 'Programme settings' })).toBeNull();
        expect(calls.some(call => call.path === '/v1/i/settings')).toBe(false);
    });

    it('changes the own password: the live checklist, the server refusing the current one, then success', async () => {
        signIn(siti);
        withExtension(siti);
        let attempts = 0;
        server.use(
            http.post('/v1/i/auth/password', () => {
                attempts += 1;
                if (attempts === 1) {
                    return HttpResponse.json(
                        {
                            message: 'The current password is incorrect',
                            errors: { currentPassword: 'The current password is incorrect' },
                        },
                        { status: 400 }
                    );
                }
                return HttpResponse.json({ message: 'Password changed' });
            })
        );
        renderApp('/settings');
        const current = await screen.findByLabelText('Current password', {}, SLOW);
        const fresh = screen.getByLabelText('New password');
        await userEvent.type(fresh, 'siti#Pass1');
        const rules = within(screen.getByRole('list', { name: 'Password rules' }));
        expect(rules.getByText('Does not contain the username').closest('li')).toHaveAttribute(
            'data-met',
            'false'
        );
        await userEvent.clear(fresh);
        await userEvent.type(fresh, 'Kuih-Lapis#2026');
        await waitFor(() =>
            expect(rules.getAllByRole('listitem').every(item => item.dataset.met === 'true')).toBe(
                true
            )
        );
        await userEvent.type(screen.getByLabelText('Confirm new password'), 'Kuih-Lapis#2026x');
        await userEvent.type(current, 'Wrong#2026');
        await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
        expect(await screen.findByText('The passwords do not match')).toBeVisible();
        expect(attempts).toBe(0);

        await userEvent.type(screen.getByLabelText('Confirm new password'), '{Backspace}');
        await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
        expect(
            await screen.findByText('The current password is incorrect', {}, SLOW)
        ).toBeVisible();
        await userEvent.clear(screen.getByLabelText('Current password'));
        await userEvent.type(screen.getByLabelText('Current password'), 'Nasi-Lemak#2026');
        await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
        expect(await screen.findByText('Password changed', {}, SLOW)).toBeVisible();
        expect(calls.filter(call => call.path === '/v1/i/auth/password').at(-1)?.body).toEqual({
            currentPassword: 'Nasi-Lemak#2026',
            newPassword: 'Kuih-Lapis#2026',
        });
        await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
    });

    it('edits the own name, email and phone through the own-profile route', async () => {
        signIn(siti);
        withExtension(siti);
        server.use(
            http.patch('/v1/i/auth/profile', async ({ request }) =>
                HttpResponse.json({ user: { ...siti, ...((await request.json()) as object) } })
            )
        );
        renderApp('/settings');
        await userEvent.click(await screen.findByRole('button', { name: 'Edit my details' }, SLOW));
        const name = screen.getByRole('textbox', { name: 'Name' });
        await userEvent.clear(name);
        await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
        expect(await screen.findByText('Please enter a name')).toBeVisible();
        await userEvent.type(name, 'Siti Aminah binti Ali');
        await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+60 12-345 6789');
        await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
        expect(await screen.findByText('Your details were saved', {}, SLOW)).toBeVisible();
        expect(calls.find(call => call.path === '/v1/i/auth/profile')?.body).toEqual({
            name: 'Siti Aminah binti Ali',
            email: 'siti@example.com',
            phone: '+60 12-345 6789',
        });
    });
});
