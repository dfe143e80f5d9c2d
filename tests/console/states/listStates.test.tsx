import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Datagrid, type DataProvider, HttpError, TextField } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../src/api/http';
import { StatefulList } from '../../../src/components/StatefulList';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { customerSummary } from '../customers/customersFixtures';
import { renderWithAdmin } from '../render';

// The shared list states: skeleton rows while loading, and on a failed load an inline
// "Couldn't load ... Retry" in place of the rows and the pager, never in the toast region.

vi.setConfig({ testTimeout: 30_000 });
setUpApi();
const SLOW = { timeout: 15_000 };

const rows = [
    { id: 1, name: 'Weekend treat' },
    { id: 2, name: 'Free Teh Tarik' },
];

const renderList = (getList: DataProvider['getList']) =>
    renderWithAdmin(
        <StatefulList
            resource="vouchers"
            what="vouchers"
            heading={{ title: 'app.vouchers.list.title' }}
        >
            <Datagrid bulkActionButtons={false} rowClick={false}>
                <TextField source="name" />
            </Datagrid>
        </StatefulList>,
        { dataProvider: { getList } as Partial<DataProvider>, path: '/vouchers' }
    );

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

describe('the shared list states', () => {
    it('never draws the heading and its export for a role the list refuses, on the way to Access denied', async () => {
        // react-admin draws a list's actions while its access check redirects; a press then would meet a 403.
        const seen: string[] = [];
        const observer = new MutationObserver(() => {
            if (document.body.textContent?.includes('Export the list')) seen.push('export');
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const locations: string[] = [];
        const getList = vi.fn(async () => ({ data: rows, total: 2 }));
        renderWithAdmin(
            <StatefulList
                resource="vouchers"
                what="vouchers"
                heading={{ title: 'app.vouchers.list.title' }}
                exportButton={<button type="button">Export the list</button>}
            >
                <Datagrid bulkActionButtons={false} rowClick={false}>
                    <TextField source="name" />
                </Datagrid>
            </StatefulList>,
            {
                dataProvider: { getList } as Partial<DataProvider>,
                authProvider: {
                    login: async () => undefined,
                    logout: async () => undefined,
                    checkAuth: async () => undefined,
                    checkError: async () => undefined,
                    getPermissions: async () => undefined,
                    canAccess: async () => false,
                },
                path: '/vouchers',
                onLocation: location => locations.push(location.pathname),
            }
        );
        await waitFor(() => expect(locations).toContain('/access-denied'), SLOW);
        observer.disconnect();
        expect(seen).toEqual([]);
        expect(getList).not.toHaveBeenCalled();
    });

    it('shows skeleton rows while the first page loads, then the rows', async () => {
        let answer: (value: { data: typeof rows; total: number }) => void = () => {};
        const getList = vi.fn(() => new Promise(resolve => (answer = resolve)));
        renderList(getList as unknown as DataProvider['getList']);
        const placeholder = await screen.findByRole('status', { name: 'Loading vouchers' });
        expect(placeholder).toHaveAttribute('aria-busy', 'true');
        answer({ data: rows, total: 2 });
        expect(await screen.findByText('Weekend treat')).toBeInTheDocument();
        expect(screen.queryByRole('status', { name: 'Loading vouchers' })).not.toBeInTheDocument();
    });

    it('says the load failed, with no empty result and no pager, and Retry loads the rows', async () => {
        let failing = true;
        const getList = vi.fn(async () => {
            if (failing) throw new HttpError('Bad gateway', 502);
            return { data: rows, total: 2 };
        });
        renderList(getList as unknown as DataProvider['getList']);
        expect(await screen.findByText("Couldn't load vouchers.", {}, SLOW)).toBeVisible();
        expect(screen.queryByText(/^No .* found/)).not.toBeInTheDocument();
        expect(screen.queryByText(/\d+-\d+ of/)).not.toBeInTheDocument();
        expect(screen.queryByText('Weekend treat')).not.toBeInTheDocument();
        const callsBeforeRetry = getList.mock.calls.length;

        failing = false;
        fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
        expect(await screen.findByText('Free Teh Tarik', {}, SLOW)).toBeInTheDocument();
        expect(getList.mock.calls.length).toBeGreaterThan(callsBeforeRetry);
        expect(screen.queryByText("Couldn't load vouchers.")).not.toBeInTheDocument();
        expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
    });

    it('keeps a silent failure of spec §8 out of the toast region (customers, through the API)', async () => {
        const token = makeToken();
        setToken(token);
        let failing = true;
        server.use(
            refreshHandler(token),
            http.get('/v1/i/customers', () =>
                failing
                    ? HttpResponse.error()
                    : HttpResponse.json({ customers: [customerSummary({ name: 'Alice Tan' })] })
            )
        );
        renderApp('/customers');
        expect(await screen.findByText("Couldn't load customers.", {}, SLOW)).toBeVisible();
        expect(screen.queryByText(/No Customers found/i)).not.toBeInTheDocument();
        await waitFor(() => expect(toastRegion()).toBeInTheDocument(), SLOW);
        expect(within(toastRegion()).queryByRole('listitem')).not.toBeInTheDocument();

        failing = false;
        fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
        expect(await screen.findByText('Alice Tan', {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByText("Couldn't load customers.")).not.toBeInTheDocument();
        expect(within(toastRegion()).queryByRole('listitem')).not.toBeInTheDocument();
    });
});
