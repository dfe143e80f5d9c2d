import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '../../../contract';
import { setToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, offerExtensions, server, setUpApi } from '../api';
import { renderApp } from '../app';

vi.setConfig({ testTimeout: 40_000 });
setUpApi();

const SLOW = { timeout: 10_000 };

const user = (id: string, name: string, role: StaffUser['role']): StaffUser => ({
    id,
    username: name.toLowerCase().replace(/\W/g, ''),
    email: null,
    name,
    phone: null,
    location: null,
    joiningDate: null,
    role,
    status: 'active',
    permissions: [],
    notes: null,
    passwordChangedAt: null,
    createdAt: '2024-03-15T00:00:00.000Z',
});

let users: StaffUser[];
const listCalls: URLSearchParams[] = [];

/** A server that filters by role and sorts by id, as the reference API does. */
const serve = () => {
    users = [user('5', 'Siti Aminah', 'marketer'), user('6', 'Arjun Nair', 'advertiser')];
    listCalls.length = 0;
    offerExtensions(['paging', 'staff-users']);
    server.use(
        http.get('/v1/i/staff-users', ({ request }) => {
            const search = new URL(request.url).searchParams;
            listCalls.push(search);
            const role = search.get('role');
            const shown = users.filter(one => !role || one.role === role);
            if (search.get('sort') === 'id' && search.get('order') === 'DESC')
                shown.sort((a, b) => Number(b.id) - Number(a.id));
            return HttpResponse.json({ users: shown, total: shown.length });
        }),
        http.post('/v1/i/staff-users', async ({ request }) => {
            const body = (await request.json()) as Partial<StaffUser>;
            const created = { ...user('9', body.name ?? '', 'analyst'), ...body, id: '9' };
            users.push(created);
            return HttpResponse.json({ user: created }, { status: 201 });
        })
    );
};

beforeEach(() => setToken(makeToken()));

describe('the list after a staff user is created', () => {
    it('opens with no role or status filter, newest first, the new row marked', async () => {
        serve();
        renderApp('/users');
        expect(await screen.findByText('Siti Aminah', {}, SLOW)).toBeVisible();
        // Left on a role the new user will not have.
        await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
        await userEvent.click(screen.getByRole('option', { name: 'Advertiser' }));
        await waitFor(() => expect(screen.queryByText('Siti Aminah')).not.toBeInTheDocument());

        fireEvent.click(screen.getByRole('link', { name: 'Add new user' }));
        fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }, SLOW), {
            target: { value: 'Lim Wei Ling' },
        });
        fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
            target: { value: 'weiling' },
        });
        await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
        await userEvent.click(screen.getByRole('option', { name: 'Analyst' }));
        fireEvent.change(screen.getByLabelText('Password'), {
            target: { value: 'Kuih-Lapis#2026' },
        });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));

        expect(await screen.findByText('User created successfully', {}, SLOW)).toBeVisible();
        const row = (await screen.findByText('Lim Wei Ling', {}, SLOW)).closest('tr');
        expect(row).not.toBeNull();
        expect(window.location.pathname).toBe('/users');
        const search = new URLSearchParams(window.location.search);
        expect(JSON.parse(search.get('filter') ?? 'null')).toEqual({});
        expect([search.get('sort'), search.get('order')]).toEqual(['id', 'DESC']);
        expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('All Roles');
        expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Status');
        expect(listCalls.at(-1)?.get('role')).toBeNull();
        // The new user first, and only its row styled as just created.
        const rows = within(row?.parentElement as HTMLElement).getAllByRole('row');
        expect(rows[0]).toBe(row);
        const style = (tr: HTMLElement) => tr.className.match(/css-\S+/)?.[0];
        expect(style(rows[0])).not.toBe(style(rows[1]));
        expect(style(rows[1])).toBe(style(rows[2]));
    });
});
