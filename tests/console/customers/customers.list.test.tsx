import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CustomerList from '../../../src/resources/customers/CustomerList';
import { chooseStatus, setScreenWidth } from '../listHelpers';
import { renderWithAdmin } from '../render';
import { asProvider, customerSummary } from './customersFixtures';

// The whole list renders in each test; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const customers = [
    customerSummary(),
    customerSummary({
        id: 'c2',
        loginID: 'bob02',
        name: 'Bob Lim',
        status: 'INACTIVE' as never,
        rewardPoints: 0,
    }),
    customerSummary({
        id: 'c3',
        loginID: 'cara03',
        name: 'Cara Ng',
        status: 'suspended',
        rewardPoints: 80,
    }),
];

/** Stands in for the provider: filters by status case-insensitively and by q, as the contract says. */
const listProvider = () => {
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
        const { status, q } = params.filter ?? {};
        const data = customers.filter(
            customer =>
                (!status || customer.status.toLowerCase() === String(status).toLowerCase()) &&
                (!q || `${customer.loginID} ${customer.name} ${customer.email}`.includes(q))
        );
        return { data, total: data.length };
    });
    return { getList };
};

const render = (provider = listProvider()) => {
    const onLocation = vi.fn();
    renderWithAdmin(<CustomerList />, {
        dataProvider: asProvider(provider),
        resource: 'customers',
        path: '/customers',
        onLocation,
    });
    return { provider, onLocation };
};

afterEach(() => setScreenWidth(1024));

describe('Customer list', () => {
    it('shows the heading, the columns and the active customers by default', async () => {
        const { provider } = render();
        expect(
            await screen.findByRole('heading', { name: 'Customer Management' })
        ).toBeInTheDocument();
        expect(await screen.findByText('alice01')).toBeInTheDocument();
        expect(screen.queryByText('bob02')).not.toBeInTheDocument();
        expect(provider.getList.mock.calls[0][1].filter).toEqual({ status: 'active' });
        for (const column of [
            'LoginID',
            'Name',
            'Registered Date',
            'Point Balance',
            'Status',
            'Actions',
        ]) {
            expect(
                screen.getByRole('columnheader', { name: new RegExp(column) })
            ).toBeInTheDocument();
        }
    });

    it('formats the registered date as DD MMM YYYY and the status as a word', async () => {
        render();
        const row = (await screen.findByText('alice01')).closest('tr') as HTMLElement;
        expect(within(row).getByText('05 Jan 2026')).toBeInTheDocument();
        expect(within(row).getByText('1,250')).toBeInTheDocument();
        expect(within(row).getByText('Active')).toBeInTheDocument();
    });

    it('shows inactive and suspended customers under All Status, whatever their case', async () => {
        render();
        await screen.findByText('alice01');
        await chooseStatus('All Status');
        expect(await screen.findByText('bob02')).toBeInTheDocument();
        expect(screen.getByText('cara03')).toBeInTheDocument();
        const bobRow = screen.getByText('bob02').closest('tr') as HTMLElement;
        expect(within(bobRow).getByText('Inactive')).toBeInTheDocument();
        expect(screen.getByText('Suspended')).toBeInTheDocument();
    });

    it('lists only inactive customers under Inactive', async () => {
        render();
        await screen.findByText('alice01');
        await chooseStatus('Inactive');
        expect(await screen.findByText('bob02')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByText('alice01')).not.toBeInTheDocument());
        expect(screen.queryByText('cara03')).not.toBeInTheDocument();
    });

    it('passes the search box text as filter.q', async () => {
        const { provider } = render();
        await screen.findByText('alice01');
        fireEvent.change(screen.getByPlaceholderText('Search login ID, name or email'), {
            target: { value: 'alice@' },
        });
        await waitFor(() =>
            expect(provider.getList).toHaveBeenLastCalledWith(
                'customers',
                expect.objectContaining({ filter: { status: 'active', q: 'alice@' } })
            )
        );
    });

    it('asks once for a word typed without a pause, not once a keystroke', async () => {
        const { provider } = render();
        await screen.findByText('alice01');
        const box = screen.getByPlaceholderText('Search login ID, name or email');
        // Keystrokes 50 ms apart, as a clerk types: react-admin's filter form waits 500 ms after the last.
        for (const typed of ['a', 'al', 'ali', 'alic', 'alice']) {
            fireEvent.change(box, { target: { value: typed } });
            await new Promise(resolve => setTimeout(resolve, 50));
        }
        await waitFor(() =>
            expect(provider.getList).toHaveBeenLastCalledWith(
                'customers',
                expect.objectContaining({ filter: { status: 'active', q: 'alice' } })
            )
        );
        const searched = provider.getList.mock.calls.map(([, params]) => params.filter?.q);
        expect(searched.filter(q => q !== undefined)).toEqual(['alice']);
    });

    it("reads '1,000+' in the pager when the server stopped counting a search", async () => {
        const getList = vi.fn(async () => ({
            data: customers,
            total: 1000,
            meta: { totalCapped: true },
        }));
        render({ getList });
        await screen.findByText('alice01');
        expect((await screen.findAllByText('1-25 of 1,000+')).length).toBeGreaterThan(0);
    });

    it('counts an uncapped total exactly', async () => {
        render({ getList: vi.fn(async () => ({ data: customers, total: 10_000 })) });
        await screen.findByText('alice01');
        expect((await screen.findAllByText('1-25 of 10000')).length).toBeGreaterThan(0);
        expect(screen.queryByText(/10,000\+/)).not.toBeInTheDocument();
    });

    it("opens /customer/{id} from 'View Details'", async () => {
        const { onLocation } = render();
        fireEvent.click(await screen.findByRole('link', { name: 'View Details' }));
        await waitFor(() =>
            expect(onLocation).toHaveBeenLastCalledWith(
                expect.objectContaining({ pathname: '/customer/c1' })
            )
        );
    });

    it('shows cards instead of the table on a phone', async () => {
        setScreenWidth(390);
        const { onLocation } = render();
        expect(await screen.findByText('Alice Tan')).toBeInTheDocument();
        expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
        expect(screen.getByText('alice01 · 1,250 points')).toBeInTheDocument();
        fireEvent.click(screen.getByText('Alice Tan'));
        await waitFor(() =>
            expect(onLocation).toHaveBeenLastCalledWith(
                expect.objectContaining({ pathname: '/customer/c1' })
            )
        );
    });

    it('only logs a load failure', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        render({ getList: vi.fn(async () => Promise.reject(new Error('Boom'))) });
        await waitFor(() =>
            expect(error).toHaveBeenCalledWith('Failed to load customers', expect.any(Error))
        );
        expect(screen.queryByText('Boom')).not.toBeInTheDocument();
        error.mockRestore();
    });
});
