import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerProfile } from '../../../../contract';
import CustomerEdit from '../../../../src/resources/customers/profile/CustomerEdit';
import { renderWithAdmin } from '../../render';
import { asProvider, customerProfile } from '../customersFixtures';

const render = (profile = customerProfile()) => {
    const provider = {
        getOne: vi.fn(async () => ({ data: profile })),
        update: vi.fn(),
        delete: vi.fn(),
    };
    const onLocation = vi.fn();
    renderWithAdmin(<CustomerEdit />, {
        dataProvider: asProvider(provider),
        path: '/customer/c1/edit',
        route: '/customer/:id/edit',
        resource: 'customers',
        onLocation,
    });
    return { provider, onLocation };
};

const lastPath = (onLocation: ReturnType<typeof vi.fn>) =>
    onLocation.mock.calls.at(-1)?.[0].pathname;

afterEach(() => vi.restoreAllMocks());

describe('Edit customer', () => {
    it('loads the profile from customerProfiles and shows every field', async () => {
        const { provider } = render();
        expect(await screen.findByDisplayValue('Alice')).toBeInTheDocument();
        expect(provider.getOne).toHaveBeenCalledWith(
            'customerProfiles',
            expect.objectContaining({ id: 'c1' })
        );
        for (const label of [
            'First Name',
            'Last Name',
            'Email',
            'Phone Number',
            'Address',
            'City',
            'State',
            'Country',
            'Point Balance',
        ]) {
            expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
        }
        expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Active');
    });

    it('requires first name, last name, email and phone, and checks the email format', async () => {
        const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
        const { onLocation } = render();
        await screen.findByDisplayValue('Alice');
        for (const label of ['First Name', 'Last Name', 'Phone Number']) {
            fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), {
                target: { value: '' },
            });
        }
        fireEvent.change(screen.getByLabelText(/^Email/), {
            target: { value: 'alice.example.com' },
        });
        fireEvent.click(screen.getByRole('button', { name: 'Update Customer' }));
        expect(await screen.findByText('Please enter a first name')).toBeInTheDocument();
        expect(screen.getByText('Please enter a last name')).toBeInTheDocument();
        expect(screen.getByText('Please enter a phone number')).toBeInTheDocument();
        expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
        expect(info).not.toHaveBeenCalled();
        expect(lastPath(onLocation)).toBe('/customer/c1/edit');
    });

    it('offers no blank status, and names a missing status before any request', async () => {
        const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
        const { onLocation } = render(customerProfile({ status: '' as CustomerProfile['status'] }));
        await screen.findByDisplayValue('Alice');
        fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
        const options = within(await screen.findByRole('listbox')).getAllByRole('option');
        expect(options.map(option => option.textContent)).toEqual(['Active', 'Inactive']);
        fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
        fireEvent.click(screen.getByRole('button', { name: 'Update Customer' }));
        expect(await screen.findByText('Please choose a status')).toBeInTheDocument();
        expect(screen.queryByText(/Invalid option/)).not.toBeInTheDocument();
        expect(info).not.toHaveBeenCalled();
        expect(lastPath(onLocation)).toBe('/customer/c1/edit');
    });

    it("'Update Customer' only logs and returns to the details screen", async () => {
        const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
        const { provider, onLocation } = render();
        fireEvent.change(await screen.findByDisplayValue('Alice'), { target: { value: 'Alicia' } });
        fireEvent.click(screen.getByRole('button', { name: 'Update Customer' }));
        await waitFor(() => expect(lastPath(onLocation)).toBe('/customer/c1'));
        expect(info).toHaveBeenCalledWith(
            expect.stringMatching(/^Update customer/),
            expect.objectContaining({ firstName: 'Alicia', id: 'c1' })
        );
        expect(provider.update).not.toHaveBeenCalled();
    });

    it("offers Delete at the left and 'Cancel | Update Customer' at the right", async () => {
        const { provider, onLocation } = render();
        await screen.findByDisplayValue('Alice');
        const remove = await screen.findByRole('button', { name: 'Delete' });
        const update = await screen.findByRole('button', { name: 'Update Customer' });
        const cancel = screen.getByRole('link', { name: 'Cancel' });
        const bar = cancel.parentElement as HTMLElement;
        expect(getComputedStyle(bar).position).toBe('sticky');
        expect(getComputedStyle(bar).justifyContent).toBe('flex-end');
        expect(bar.firstElementChild).toContainElement(remove);
        expect(bar.lastElementChild).toBe(update);
        expect(
            cancel.compareDocumentPosition(update) & Node.DOCUMENT_POSITION_FOLLOWING
        ).toBeTruthy();
        // Cancel returns to the customer's details, saving nothing.
        expect(cancel).toHaveAttribute('href', '/customer/c1');
        fireEvent.click(cancel);
        await waitFor(() => expect(lastPath(onLocation)).toBe('/customer/c1'));
        expect(provider.update).not.toHaveBeenCalled();
    });

    it("'Delete' asks with the spec's text, then only returns to /customers", async () => {
        vi.spyOn(console, 'info').mockImplementation(() => undefined);
        const { provider, onLocation } = render();
        await screen.findByDisplayValue('Alice');
        fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent(
            'This action cannot be undone. This will permanently delete the customer and remove all associated data.'
        );
        fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
        await waitFor(() => expect(lastPath(onLocation)).toBe('/customers'));
        expect(provider.delete).not.toHaveBeenCalled();
    });

    it('only logs a load failure and says the profile could not be loaded', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const provider = { getOne: vi.fn(async () => Promise.reject(new Error('Nope'))) };
        renderWithAdmin(<CustomerEdit />, {
            dataProvider: asProvider(provider),
            path: '/customer/c9/edit',
            route: '/customer/:id/edit',
        });
        expect(
            await screen.findByText('This customer profile could not be loaded.')
        ).toBeInTheDocument();
        expect(error).toHaveBeenCalledWith('Failed to load customer profile', expect.any(Error));
        expect(screen.queryByText('Nope')).not.toBeInTheDocument();
    });
});
