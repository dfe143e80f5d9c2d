import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPermissions } from '../../../contract/permissions';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { EXTENSIONS, serveCustomer } from '../customers/customersApi';
import { customerSummary } from '../customers/customersFixtures';
import { notification, useNotificationsApi } from '../notifications/notificationApi';
import { catchDownloads, serveCsv } from './exportApi';

setUpApi();
const files = catchDownloads();
const SLOW = { timeout: 10_000 };

const customersCsv = [
    'ID,Login ID,Name,Email,Status,Reward Points,Registered At',
    '1,alice01,Alice Tan,alice@example.com,active,1250,2026-01-05T02:00:00.000Z',
    "2,bob02,'=cmd,bob@example.com,active,0,2026-01-06T02:00:00.000Z",
    '3,cara03,Cara Ng,cara@example.com,active,80,2026-01-07T02:00:00.000Z',
    '',
].join('\r\n');

/** Signs in as an admin with `extensions` and serves the customers list. */
const serveCustomers = (extensions: string[]) => {
    const customers = [customerSummary()];
    server.use(
        refreshHandler(
            makeToken({ permissions: defaultPermissions('admin') as never }),
            [],
            extensions
        ),
        http.get('/v1/i/customers', () => HttpResponse.json({ customers, total: customers.length }))
    );
};

const exportButton = () => screen.findByRole('button', { name: 'Export CSV' }, SLOW);

describe('server-streamed CSV export', { timeout: 30_000 }, () => {
    it('shows its progress while the file streams, then saves the file the server named', async () => {
        serveCustomers(['paging', 'csv-export']);
        const { queries, release } = serveCsv(
            '/v1/i/customers/export.csv',
            customersCsv,
            'customers-2026-11-23.csv'
        );
        renderApp('/customers');
        fireEvent.click(await exportButton());

        // The heading and one row have arrived, the rest not yet.
        expect(
            await screen.findByText(/^Downloading: 1 rows, 0\.0 MB$/, {}, SLOW)
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
        expect(files).toHaveLength(0);

        release();
        expect(await screen.findByText('Downloaded 3 rows.', {}, SLOW)).toBeInTheDocument();
        expect(files).toHaveLength(1);
        expect(files[0].name).toBe('customers-2026-11-23.csv');
        expect(await files[0].blob.text()).toBe(customersCsv);
        expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
        // The filters on screen: the list opens on Active.
        expect(queries[0].get('status')).toBe('active');
    });

    it('is not offered without the csv-export extension', async () => {
        serveCustomers(['paging']);
        renderApp('/customers');
        expect(await screen.findByText('Alice Tan', {}, SLOW)).toBeVisible();
        expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    });

    it('says so when the export fails, and saves nothing', async () => {
        serveCustomers(['paging', 'csv-export']);
        server.use(
            http.get('/v1/i/customers/export.csv', () =>
                HttpResponse.json({ message: 'Boom' }, { status: 500 })
            )
        );
        renderApp('/customers');
        fireEvent.click(await exportButton());
        expect(
            await screen.findByText('The export failed. Please try again.', {}, SLOW)
        ).toBeInTheDocument();
        expect(files).toHaveLength(0);
    });

    it("sends the staff users list's search, role and status", async () => {
        server.use(
            refreshHandler(
                makeToken({ permissions: defaultPermissions('admin') as never }),
                [],
                ['paging', 'staff-users', 'csv-export']
            ),
            http.get('/v1/i/staff-users', () => HttpResponse.json({ users: [], total: 0 }))
        );
        const { queries, release } = serveCsv('/v1/i/staff-users/export.csv', customersCsv);
        release();
        const filter = encodeURIComponent(
            JSON.stringify({ q: 'siti', role: 'marketer', status: 'active' })
        );
        renderApp(`/users?filter=${filter}`);
        fireEvent.click(await exportButton());
        await screen.findByText('Downloaded 3 rows.', {}, SLOW);
        expect(Object.fromEntries(queries[0])).toEqual({
            q: 'siti',
            role: 'marketer',
            status: 'active',
        });
    });

    it.each([
        ['points', 'Points History'],
        ['transactions', 'Transactions'],
    ])("exports a customer's %s within the date range on screen", async kind => {
        serveCustomer({ extensions: [...EXTENSIONS, 'csv-export'] });
        const { queries, release } = serveCsv(
            `/v1/i/customers/c1/${kind}/export.csv`,
            customersCsv
        );
        release();
        renderApp(`/customer/c1/${kind}`);
        fireEvent.change(await screen.findByLabelText('From', {}, SLOW), {
            target: { value: '01/01/2026' },
        });
        // The range is typed as the screen shows it (DD/MM/YYYY in both languages).
        fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/01/2026' } });
        fireEvent.click(await exportButton());
        await screen.findByText('Downloaded 3 rows.', {}, SLOW);
        // The screen's last day is inclusive; the server's `to` is the day after, as for the list.
        expect(Object.fromEntries(queries[0])).toEqual({ from: '2026-01-01', to: '2026-02-01' });
    });

    it("exports a customer's vouchers", async () => {
        serveCustomer({ extensions: [...EXTENSIONS, 'csv-export'] });
        const { queries, release } = serveCsv(
            '/v1/i/customers/c1/vouchers/export.csv',
            customersCsv
        );
        release();
        renderApp('/customer/c1/vouchers');
        fireEvent.click(await exportButton());
        await screen.findByText('Downloaded 3 rows.', {}, SLOW);
        expect(queries).toHaveLength(1);
    });

    it("sends the notifications list's tab and search", async () => {
        // The helper offers its own extensions; the refresh answer below, which comes after, names these.
        useNotificationsApi([notification({ status: 'scheduled', title: 'Promo week' })]);
        server.use(
            refreshHandler(
                makeToken({ permissions: defaultPermissions('admin') as never }),
                [],
                ['paging', 'notifications', 'csv-export']
            )
        );
        const { queries, release } = serveCsv('/v1/i/notifications/export.csv', customersCsv);
        release();
        renderApp('/notifications?tab=scheduled&q=promo');
        fireEvent.click(await exportButton());
        await screen.findByText('Downloaded 3 rows.', {}, SLOW);
        expect(Object.fromEntries(queries[0])).toEqual({ status: 'scheduled', q: 'promo' });
    });
});
