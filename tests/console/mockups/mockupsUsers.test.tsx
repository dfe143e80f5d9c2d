import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UserCreate from '../../../src/mockups/UserCreate';
import UserList from '../../../src/mockups/UserList';
import UserShow from '../../../src/mockups/UserShow';
import { expectButtonBar } from '../buttonBar';
import { renderWithAdmin } from '../render';
import { INTERACTIVE, noCallDataProvider } from './mockupsSupport';

afterEach(() => vi.restoreAllMocks());

const rows = () => screen.getAllByRole('row').slice(1);
const names = () => rows().map(row => within(row).getAllByRole('link')[0].textContent);
const choose = async (filter: 'Role' | 'Status', option: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: filter }));
    await userEvent.click(screen.getByRole('option', { name: option }));
};

describe('Users list (sample data)', INTERACTIVE, () => {
    it('lists every sample user with links to their details and to the add form', () => {
        const { provider, calls, fetchSpy } = noCallDataProvider();
        renderWithAdmin(<UserList />, { dataProvider: provider, path: '/users' });
        expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
        expect(screen.getByText('Sample data')).toBeVisible();
        expect(rows()).toHaveLength(8);
        expect(screen.getByRole('link', { name: 'Aisyah Rahman' })).toHaveAttribute(
            'href',
            '/user/1'
        );
        expect(screen.getByRole('link', { name: 'Add new user' })).toHaveAttribute(
            'href',
            '/user/create'
        );
        expect(calls).toEqual([]);
        expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('offers the roles of the spec, in its order, and filters by role', async () => {
        renderWithAdmin(<UserList />, { path: '/users' });
        expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('All Roles');
        await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual([
            'All Roles',
            'Manager',
            'Admin',
            'Marketer',
            'Advertiser',
            'Analyst',
        ]);
        await userEvent.click(screen.getByRole('option', { name: 'Manager' }));
        expect(names()).toEqual(['Daniel Tan', 'Kumar Selvam']);
        expect(screen.getByText('2 of 8 users')).toBeVisible();
    });

    it('filters by status, combines both filters, and clears them', async () => {
        renderWithAdmin(<UserList />, { path: '/users' });
        await choose('Status', 'Inactive');
        expect(names()).toEqual(['Kumar Selvam', 'Nurul Huda']);
        await choose('Role', 'Marketer');
        expect(names()).toEqual(['Nurul Huda']);
        await choose('Role', 'Analyst');
        expect(rows()).toHaveLength(0);
        expect(screen.getByText('No users match these filters.')).toBeVisible();
        await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
        expect(rows()).toHaveLength(8);
        expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Status');
    });

    it('reads the filters from the URL, so they survive a visit to a user', () => {
        renderWithAdmin(<UserList />, { path: '/users?role=analyst&status=active' });
        expect(names()).toEqual(['Mei Ling Wong', 'Jason Lee']);
    });
});

describe('User details (sample data)', INTERACTIVE, () => {
    it('shows the fields and permissions of the spec, permissions in words', () => {
        renderWithAdmin(<UserShow />, { path: '/user/4', route: '/user/:id' });
        expect(screen.getByRole('heading', { level: 1, name: 'Hafiz Ismail' })).toBeVisible();
        expect(screen.getByText('Sample data')).toBeVisible();
        for (const text of ['+60 19-555 0101', 'Johor Bahru', '20 Feb 2023', 'No notes.']) {
            expect(screen.getByText(text)).toBeVisible();
        }
        const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling;
        expect(detail('Role')).toHaveTextContent('Advertiser');
        expect(detail('Status')).toHaveTextContent('Active');
        const permissions = within(screen.getByRole('list', { name: 'Permissions' }));
        const item = (name: string) => permissions.getByText(name).closest('li') as HTMLElement;
        expect(item('Manage Advertisements')).toHaveTextContent('Allowed');
        expect(item('Manage Customers')).toHaveTextContent('Not allowed');
        expect(permissions.getAllByRole('listitem')).toHaveLength(6);
    });

    it('shows a not-found state for an id outside the samples', () => {
        renderWithAdmin(<UserShow />, { path: '/user/999', route: '/user/:id' });
        expect(screen.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
        expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
            'href',
            '/users'
        );
    });
});

describe('Add user (not wired)', INTERACTIVE, () => {
    it("offers 'Cancel | Add user' at the right; Cancel goes back to the list", () => {
        renderWithAdmin(<UserCreate />, { dataProvider: noCallDataProvider().provider });
        const cancel = screen.getByRole('link', { name: 'Cancel' });
        expectButtonBar([cancel, screen.getByRole('button', { name: 'Add user' })]);
        expect(cancel).toHaveAttribute('href', '/users');
    });

    it('shows the password rules as a hint and requires the essentials', async () => {
        const { provider, calls, fetchSpy } = noCallDataProvider();
        renderWithAdmin(<UserCreate />, { dataProvider: provider, path: '/user/create' });
        expect(screen.getByText('Sample data')).toBeVisible();
        expect(
            screen.getByText(
                'At least 8 characters with uppercase, lowercase, number and special character'
            )
        ).toBeVisible();
        await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
        expect(await screen.findByText('Please enter a name')).toBeVisible();
        expect(screen.getByText('Please enter a username')).toBeVisible();
        expect(screen.getByText('Please enter a password')).toBeVisible();
        expect(screen.getByText('Please choose a role')).toBeVisible();
        expect(calls).toEqual([]);
        expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('accepts a weak password, since the rule is only a hint, and says nothing was saved', async () => {
        const { provider, calls, fetchSpy } = noCallDataProvider();
        renderWithAdmin(<UserCreate />, { dataProvider: provider, path: '/user/create' });
        await userEvent.type(screen.getByLabelText(/Name/), 'Siti Aminah');
        await userEvent.type(screen.getByLabelText(/Username/), 'siti');
        await userEvent.type(screen.getByLabelText(/^Password/), 'abc');
        await userEvent.click(screen.getByRole('combobox', { name: /Role/ }));
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual([
            'Admin',
            'Manager',
            'Marketer',
            'Advertiser',
            'Analyst',
        ]);
        await userEvent.click(screen.getByRole('option', { name: 'Analyst' }));
        await userEvent.click(screen.getByRole('checkbox', { name: 'Manage Customers' }));
        await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
        expect(
            await screen.findByText('This form is a preview: the user was not created.')
        ).toBeVisible();
        expect(calls).toEqual([]);
        expect(fetchSpy).not.toHaveBeenCalled();
    });
});
