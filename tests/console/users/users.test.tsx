import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '../../../contract';
import { setToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, offerExtensions, server, setUpApi } from '../api';
import { renderApp } from '../app';

vi.setConfig({ testTimeout: 30_000 });
setUpApi();

const SLOW = { timeout: 10_000 };

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
    permissions: ['vouchers:write', 'advertisements:write', 'notifications:write'],
    notes: null,
    passwordChangedAt: null,
    createdAt: '2024-03-15T00:00:00.000Z',
};
const arjun: StaffUser = {
    ...siti,
    id: '6',
    username: 'arjun',
    name: 'Arjun Nair',
    role: 'advertiser',
};

/** Every request the console makes while the test runs, as method, path and query. */
const recordRequests = () => {
    const seen: { method: string; path: string; search: URLSearchParams; body?: unknown }[] = [];
    const record = async ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        const text = request.method === 'GET' ? '' : await request.clone().text();
        seen.push({
            method: request.method,
            path: url.pathname,
            search: url.searchParams,
            body: text ? JSON.parse(text) : undefined,
        });
    };
    server.events.on('request:start', record);
    return { seen, stop: () => server.events.removeListener('request:start', record) };
};

let requests: ReturnType<typeof recordRequests>;
beforeEach(() => {
    setToken(makeToken());
    requests = recordRequests();
});
afterEach(() => requests.stop());

const withExtension = () => {
    offerExtensions(['paging', 'staff-users']);
    server.use(
        http.get('/v1/i/staff-users', ({ request }) => {
            const role = new URL(request.url).searchParams.get('role');
            const users = [siti, arjun].filter(user => !role || user.role === role);
            return HttpResponse.json({ users, total: users.length });
        }),
        http.get('/v1/i/staff-users/5', () => HttpResponse.json({ user: siti }))
    );
};

describe('the Users screens without the staff-users extension', () => {
    it('shows the sample data at /users and makes no call for staff users', async () => {
        renderApp('/users');
        expect(await screen.findByText('Aisyah Rahman', {}, SLOW)).toBeVisible();
        expect(screen.getByText('Sample data')).toBeVisible();
        // Nothing about staff users, and no question about extensions: the session answer had none.
        expect(requests.seen).toEqual([]);
    });
});

describe('the Users screens with the staff-users extension', () => {
    it('lists staff users from the server, filters by the spec roles and offers to add one', async () => {
        withExtension();
        renderApp('/users');
        expect(await screen.findByText('Siti Aminah', {}, SLOW)).toBeVisible();
        expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Add new user' })).toHaveAttribute(
            'href',
            '/user/create'
        );
        expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('All Roles');
        expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Status');
        await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual([
            'All Roles',
            'Manager',
            'Admin',
            'Marketer',
            'Advertiser',
            'Analyst',
        ]);
        await userEvent.click(screen.getByRole('option', { name: 'Advertiser' }));
        await waitFor(() => expect(screen.queryByText('Siti Aminah')).not.toBeInTheDocument());
        expect(screen.getByText('Arjun Nair')).toBeVisible();
        const listCalls = requests.seen.filter(call => call.path === '/v1/i/staff-users');
        const lastListCall = () =>
            requests.seen.filter(call => call.path === '/v1/i/staff-users').at(-1);
        expect(listCalls.at(-1)?.search.get('role')).toBe('advertiser');
        expect(listCalls.at(-1)?.search.get('page')).toBe('1');

        await userEvent.type(screen.getByPlaceholderText('Search name, username or email'), 'nair');
        await waitFor(() => expect(lastListCall()?.search.get('q')).toBe('nair'));
    });
});

describe('adding a staff user', () => {
    it('proposes the role flags, ticks the password rules as they are met and posts JSON', async () => {
        withExtension();
        server.use(
            http.post('/v1/i/staff-users', async ({ request }) =>
                HttpResponse.json(
                    { user: { ...siti, ...((await request.json()) as object), id: '9' } },
                    { status: 201 }
                )
            )
        );
        renderApp('/user/create');
        await userEvent.type(
            await screen.findByRole('textbox', { name: 'Name' }, SLOW),
            'Lim Wei Ling'
        );
        await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'weiling');
        await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
        await userEvent.click(screen.getByRole('option', { name: 'Marketer' }));
        expect(screen.getByRole('checkbox', { name: 'Manage Vouchers' })).toBeChecked();
        expect(screen.getByRole('checkbox', { name: 'Manage Customers' })).not.toBeChecked();

        const rules = within(screen.getByRole('list', { name: 'Password rules' }));
        const met = () =>
            rules
                .getAllByRole('listitem')
                .filter(item => item.dataset.met === 'true')
                .map(item => item.textContent);
        const password = screen.getByLabelText('Password');
        await userEvent.type(password, 'weiling1');
        // 'weiling1' holds the username and a part of the name.
        expect(met()).toEqual(['At least 8 characters', 'A lowercase letter', 'A number']);
        await userEvent.clear(password);
        await userEvent.type(password, 'Kuih-Lapis#2026');
        expect(met()).toHaveLength(7);

        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('User created successfully', {}, SLOW)).toBeVisible();
        const post = requests.seen.find(
            call => call.method === 'POST' && call.path === '/v1/i/staff-users'
        );
        expect(post?.body).toMatchObject({
            name: 'Lim Wei Ling',
            username: 'weiling',
            role: 'marketer',
            status: 'active',
            password: 'Kuih-Lapis#2026',
            permissions: ['vouchers:write', 'advertisements:write', 'notifications:write'],
        });
    });

    it("offers 'Cancel | Save' at the right; Cancel goes back to the list without a call", async () => {
        withExtension();
        renderApp('/user/create');
        const cancel = await screen.findByRole('link', { name: 'Cancel' }, SLOW);
        const save = screen.getByRole('button', { name: 'Save' });
        expect(
            cancel.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING
        ).toBeTruthy();
        expect(getComputedStyle(cancel.closest('.MuiCard-root') as HTMLElement).overflow).toBe(
            'visible'
        );
        expect(cancel).toHaveAttribute('href', '/users');
        await userEvent.click(cancel);
        await waitFor(() => expect(window.location.pathname).toBe('/users'));
        expect(await screen.findByRole('link', { name: 'Add new user' }, SLOW)).toBeVisible();
        expect(requests.seen.some(call => call.method === 'POST')).toBe(false);
    });
});

/** The elements follow each other in the document, in this order. */
const expectInOrder = (elements: HTMLElement[]) => {
    for (const [index, element] of elements.slice(1).entries())
        expect(
            elements[index].compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING
        ).toBeTruthy();
};

describe('a staff user’s details', () => {
    it("offers Delete first, then 'Cancel | Save' at the end; Cancel goes back to the list", async () => {
        withExtension();
        renderApp('/user/5');
        const remove = await screen.findByRole('button', { name: 'Delete' }, SLOW);
        const save = screen.getByRole('button', { name: 'Save' });
        const cancel = screen.getByRole('link', { name: 'Cancel' });
        const bar = save.parentElement as HTMLElement;
        const [first] = Array.from(bar.children) as HTMLElement[];
        expect(first).toBe(remove);
        expect(bar.lastElementChild).toBe(save);
        expectInOrder([
            first,
            screen.getByRole('button', { name: 'Disable' }),
            screen.getByRole('button', { name: 'Set password' }),
            cancel,
            save,
        ]);
        // The same bar as every form: sticky at the bottom, its buttons at the right.
        expect(getComputedStyle(bar).position).toBe('sticky');
        expect(getComputedStyle(bar).justifyContent).toBe('flex-end');
        // A card that clips would hold the bar at the form's end, out of sight.
        expect(getComputedStyle(bar.closest('.MuiCard-root') as HTMLElement).overflow).toBe(
            'visible'
        );
        expect(cancel).toHaveAttribute('href', '/users');
        await userEvent.click(cancel);
        await waitFor(() => expect(window.location.pathname).toBe('/users'));
        expect(requests.seen.some(call => call.method === 'PATCH')).toBe(false);
    });

    it('disables the user, sets a password and deletes after a confirmation', async () => {
        withExtension();
        server.use(
            http.patch('/v1/i/staff-users/5', () =>
                HttpResponse.json({ user: { ...siti, status: 'inactive' } })
            ),
            http.post('/v1/i/staff-users/5/password', () => HttpResponse.json({ user: siti })),
            http.delete('/v1/i/staff-users/5', () =>
                HttpResponse.json({ message: 'Staff user deleted' })
            )
        );
        renderApp('/user/5');
        expect(await screen.findByDisplayValue('Siti Aminah', {}, SLOW)).toBeVisible();
        // The joining date as Malaysia writes it, not in the browser's locale.
        expect(screen.getByDisplayValue('15/03/2024')).toBeVisible();

        await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
        const asked = within(await screen.findByRole('dialog'));
        expect(asked.getByText('Disable Siti Aminah?')).toBeVisible();
        expect(requests.seen.some(call => call.method === 'PATCH')).toBe(false);
        await userEvent.click(asked.getByRole('button', { name: 'Disable' }));
        expect(await screen.findByText('User disabled')).toBeVisible();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(requests.seen.find(call => call.method === 'PATCH')?.body).toEqual({
            status: 'inactive',
        });

        await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
        const dialog = within(await screen.findByRole('dialog'));
        await userEvent.type(dialog.getByLabelText('Password'), 'Teh-Tarik#2026');
        await userEvent.click(dialog.getByRole('button', { name: 'Save password' }));
        expect(await screen.findByText('Password set; their sessions have ended')).toBeVisible();
        const setPassword = requests.seen.find(
            call => call.path === '/v1/i/staff-users/5/password'
        );
        expect(setPassword?.body).toEqual({ password: 'Teh-Tarik#2026' });

        await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
        const confirm = within(await screen.findByRole('dialog'));
        expect(confirm.getByText('Delete Siti Aminah?')).toBeVisible();
        expect(requests.seen.some(call => call.method === 'DELETE')).toBe(false);
        await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
        await waitFor(() =>
            expect(requests.seen.some(call => call.method === 'DELETE')).toBe(true)
        );
    });
});

describe('The personal data flag', () => {
    it('is offered beside the others where the server has it, proposed to a manager only', async () => {
        withExtension();
        offerExtensions(['paging', 'staff-users', 'personal-data']);
        renderApp('/user/create');
        await screen.findByRole('textbox', { name: 'Name' }, SLOW);
        await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
        await userEvent.click(screen.getByRole('option', { name: 'Manager' }));
        expect(screen.getByRole('checkbox', { name: 'Customer Personal Data' })).toBeChecked();
        expect(screen.getByRole('checkbox', { name: 'Manage Customers' })).toBeChecked();
        await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
        await userEvent.click(screen.getByRole('option', { name: 'Analyst' }));
        expect(screen.getByRole('checkbox', { name: 'Customer Personal Data' })).not.toBeChecked();
    });

    it('is not offered by a server without it', async () => {
        withExtension();
        renderApp('/user/create');
        await screen.findByRole('textbox', { name: 'Name' }, SLOW);
        expect(screen.getByRole('checkbox', { name: 'Manage Customers' })).toBeInTheDocument();
        expect(
            screen.queryByRole('checkbox', { name: 'Customer Personal Data' })
        ).not.toBeInTheDocument();
    });
});
