import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extensionsAnswered } from '../../../../src/api/extensions';
import CustomerEdit from '../../../../src/resources/customers/profile/CustomerEdit';
import { renderWithAdmin } from '../../render';
import { asProvider, customerProfile } from '../customersFixtures';

// Without the 'customers:personal' flag our server answers customers' personal data masked: the screens say so
// and the edit form locks those fields and never sends them back. A provider serving spec §7 only has no such
// flag ('personal-data' is not among its extensions): nothing is locked there.

const masked = customerProfile({
    firstName: 'A***',
    lastName: 'T***',
    email: 'a***@e***.com',
    phoneNumber: '+601*******89',
    address: '***',
    city: '***',
    state: '***',
});

const authAs = (permissions: string[]): AuthProvider => ({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ role: 'manager', permissions }),
    canAccess: async () => true,
});

const render = (permissions: string[]) => {
    const provider = {
        getOne: vi.fn(async () => ({ data: masked })),
        update: vi.fn(async () => ({ data: masked })),
        delete: vi.fn(),
    };
    renderWithAdmin(<CustomerEdit />, {
        dataProvider: asProvider(provider),
        authProvider: authAs(permissions),
        path: '/customer/c1/edit',
        route: '/customer/:id/edit',
        resource: 'customers',
    });
    return provider;
};

afterEach(() => extensionsAnswered(null));

describe('Customer personal data without the flag', () => {
    it('says the values are masked, locks them, and saves the status alone', async () => {
        extensionsAnswered('customer-writes, personal-data');
        const provider = render(['customers:write']);
        expect(await screen.findByText(/partly hidden/)).toBeInTheDocument();
        const email = await screen.findByDisplayValue('a***@e***.com');
        expect(email).toBeDisabled();
        expect(screen.getByLabelText(/^First Name/)).toBeDisabled();
        expect(screen.getByLabelText(/^Country/)).toBeEnabled();
        fireEvent.click(screen.getByRole('button', { name: 'Update Customer' }));
        await waitFor(() => expect(provider.update).toHaveBeenCalled());
        const [, params] = provider.update.mock.calls[0] as unknown as [string, { data: object }];
        const { data } = params;
        expect(data).toMatchObject({ id: 'c1', status: 'active', country: 'Malaysia' });
        for (const field of [
            'firstName',
            'lastName',
            'email',
            'phoneNumber',
            'address',
            'city',
            'state',
        ]) {
            expect(data).not.toHaveProperty(field);
        }
    });

    it('shows and sends everything for a staff member who holds the flag', async () => {
        extensionsAnswered('customer-writes, personal-data');
        render(['customers:write', 'customers:personal']);
        expect(await screen.findByDisplayValue('a***@e***.com')).toBeEnabled();
        expect(screen.queryByText(/partly hidden/)).not.toBeInTheDocument();
    });

    it('locks nothing on a provider without the extension', async () => {
        extensionsAnswered(null);
        render(['customers:write']);
        expect(await screen.findByDisplayValue('a***@e***.com')).toBeEnabled();
        expect(screen.queryByText(/partly hidden/)).not.toBeInTheDocument();
    });
});
