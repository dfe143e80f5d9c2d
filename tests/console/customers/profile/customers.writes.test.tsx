import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server, setUpApi } from '../../api';
import { renderApp } from '../../app';
import { serveCustomer } from '../customersApi';
import { customerSummary } from '../customersFixtures';

vi.setConfig({ testTimeout: 30_000 });
setUpApi();
const SLOW = { timeout: 10_000 };

/** The edit screen, once its buttons are there (they wait for the permission check). */
const editScreen = async () => {
    renderApp('/customer/c1/edit');
    const firstName = await screen.findByDisplayValue('Alice', {}, SLOW);
    await screen.findByRole('button', { name: 'Update Customer' }, SLOW);
    return firstName;
};

describe('Edit customer with the customer-writes extension', () => {
    it('saves the profile without the balance, toasts and returns to the details', async () => {
        const { calls, record } = serveCustomer();
        server.use(
            http.patch('/v1/i/customer/c1', async ({ request }) => {
                await record(request);
                return HttpResponse.json({ customer: {} });
            })
        );
        fireEvent.change(await editScreen(), { target: { value: 'Alicia' } });
        expect(screen.queryByText(/not available yet/)).toBeNull();
        const balance = screen.getByLabelText('Point Balance');
        expect(balance).toHaveAttribute('readonly');
        expect(balance).toHaveValue('1,250');
        fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
        fireEvent.click(await screen.findByRole('option', { name: 'Suspended' }));
        fireEvent.click(screen.getByRole('button', { name: 'Update Customer' }));
        expect(await screen.findByText('Customer updated successfully', {}, SLOW)).toBeVisible();
        await waitFor(() => expect(window.location.pathname).toBe('/customer/c1'));
        const patch = calls.find(call => call.method === 'PATCH');
        expect(patch?.body).toEqual({
            firstName: 'Alicia',
            lastName: 'Tan',
            email: 'alice@example.com',
            phoneNumber: '+60123456789',
            address: '1 Jalan Ampang',
            city: 'Kuala Lumpur',
            state: 'WP',
            country: 'Malaysia',
            status: 'suspended',
        });
    });

    it("stays on the form with the server's message when the save is refused", async () => {
        serveCustomer();
        server.use(
            http.patch('/v1/i/customer/c1', () =>
                HttpResponse.json(
                    {
                        message: 'Another customer already uses this email address',
                        errors: { email: 'Another customer already uses this email address' },
                    },
                    { status: 409 }
                )
            )
        );
        await editScreen();
        fireEvent.click(screen.getByRole('button', { name: 'Update Customer' }));
        expect(
            await screen.findByText('Another customer already uses this email address', {}, SLOW)
        ).toBeVisible();
        expect(window.location.pathname).toBe('/customer/c1/edit');
    });

    it("deletes (anonymises) after the spec's confirmation and returns to the list", async () => {
        const { calls, record } = serveCustomer();
        server.use(
            http.delete('/v1/i/customer/c1', async ({ request }) => {
                await record(request);
                return new HttpResponse(null, { status: 204 });
            }),
            http.get('/v1/i/customers', () => HttpResponse.json({ customers: [], total: 0 }))
        );
        await editScreen();
        fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent(
            'This action cannot be undone. This will permanently delete the customer and remove all associated data.'
        );
        fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
        expect(await screen.findByText(/^Customer deleted/, {}, SLOW)).toBeVisible();
        await waitFor(() => expect(window.location.pathname).toBe('/customers'));
        expect(calls.filter(call => call.method === 'DELETE')).toHaveLength(1);
    });

    it('keeps the spec behaviour without the extension: no call, balance editable', async () => {
        const { calls } = serveCustomer({ extensions: ['paging'] });
        const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
        await editScreen();
        expect(screen.getByText(/not available yet/)).toBeVisible();
        expect(screen.getByLabelText('Point Balance')).not.toHaveAttribute('readonly');
        expect(screen.queryByRole('button', { name: 'Adjust points' })).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: 'Update Customer' }));
        await waitFor(() => expect(window.location.pathname).toBe('/customer/c1'));
        expect(info).toHaveBeenCalled();
        expect(calls.filter(call => call.method !== 'GET')).toEqual([]);
    });
});

describe('Customer list with the customer-writes extension', () => {
    // react-admin keeps a list's filters in the store (localStorage): each test starts from the defaults.
    beforeEach(() => localStorage.clear());
    const lakshmi = customerSummary({ id: 'c7', name: 'Lakshmi Devi', status: 'inactive' });
    const serveList = (extensions: string[], capped = false) => {
        serveCustomer({ extensions });
        server.use(
            http.get('/v1/i/customers', ({ request }) => {
                const url = new URL(request.url);
                const status = url.searchParams.get('status');
                const q = url.searchParams.get('q') ?? '';
                const rows = [customerSummary(), lakshmi].filter(
                    row =>
                        (!status || row.status === status) &&
                        row.name.toLowerCase().includes(q.toLowerCase())
                );
                // A server that stopped counting a search says how far it counted (docs/customers.md).
                if (capped && !status && q) {
                    return HttpResponse.json({ customers: rows, total: 100, totalCapped: true });
                }
                return HttpResponse.json({ customers: rows, total: rows.length });
            })
        );
    };

    it('offers Suspended, and widens a search that finds nothing under Active', async () => {
        serveList(['paging', 'customer-writes']);
        renderApp('/customers');
        expect(await screen.findByText('Alice Tan', {}, SLOW)).toBeVisible();
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
        expect(await screen.findByRole('option', { name: 'Suspended' })).toBeVisible();
        fireEvent.click(screen.getByRole('option', { name: 'Active' }));
        fireEvent.change(screen.getByPlaceholderText('Search login ID, name or email'), {
            target: { value: 'lakshmi' },
        });
        expect(
            await screen.findByText("No Active customer matches 'lakshmi'", {}, SLOW)
        ).toBeVisible();
        fireEvent.click(
            await screen.findByRole('button', { name: 'Show 1 match under All Status' })
        );
        expect(await screen.findByText('Lakshmi Devi', {}, SLOW)).toBeVisible();
        expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Status');
    });

    it('says 100+ when the server stopped counting the widened search', async () => {
        serveList(['paging', 'customer-writes'], true);
        renderApp('/customers');
        expect(await screen.findByText('Alice Tan', {}, SLOW)).toBeVisible();
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Active' }));
        fireEvent.change(screen.getByPlaceholderText('Search login ID, name or email'), {
            target: { value: 'lakshmi' },
        });
        expect(
            await screen.findByRole('button', { name: 'Show 100+ matches under All Status' }, SLOW)
        ).toBeVisible();
    });

    it('offers no Suspended without the extension, and says plainly when nothing matches', async () => {
        serveList(['paging']);
        renderApp('/customers');
        expect(await screen.findByText('Alice Tan', {}, SLOW)).toBeVisible();
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
        expect(await screen.findByRole('option', { name: 'Inactive' })).toBeVisible();
        expect(screen.queryByRole('option', { name: 'Suspended' })).toBeNull();
        fireEvent.click(screen.getByRole('option', { name: 'All Status' }));
        fireEvent.change(screen.getByPlaceholderText('Search login ID, name or email'), {
            target: { value: 'nobody' },
        });
        expect(await screen.findByText("No customer matches 'nobody'", {}, SLOW)).toBeVisible();
        expect(screen.queryByRole('button', { name: /under All Status/ })).toBeNull();
    });
});
