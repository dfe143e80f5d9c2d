import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../contract';
import { defaultPermissions } from '../../../contract/permissions';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';

setUpApi();
const SLOW = { timeout: 10_000 };

const figures: Dashboard = {
    vouchers: { active: 1234, copiesIssued: 56789 },
    last30Days: { assigned: 321, redeemed: 45 },
    pointsByWeek: [
        { week: '2026-11-09', issued: 1500, spent: 200 },
        { week: '2026-11-16', issued: 2750, spent: 1025 },
    ],
    customersByStatus: [
        { status: 'active', total: 900000 },
        { status: 'inactive', total: 99000 },
        { status: 'suspended', total: 1000 },
    ],
    campaigns: {
        runningCount: 1,
        running: [
            {
                id: '12',
                title: 'Raya sale',
                startDateTime: '2026-11-01T00:00:00Z',
                endDateTime: null,
            },
        ],
        startingSoon: [],
    },
    notifications: {
        scheduled: [{ id: 'n1', title: 'Weekend promo', scheduledAt: '2026-11-28T01:00:00Z' }],
    },
};

/** Signs in as an admin, offers `extensions`, and counts the dashboard calls. */
const serveDashboard = (extensions: string[]) => {
    const calls: string[] = [];
    server.use(
        refreshHandler(
            makeToken({ permissions: defaultPermissions('admin') as never }),
            [],
            extensions
        ),
        http.get('/v1/i/dashboard', ({ request }) => {
            calls.push(request.url);
            return HttpResponse.json(figures);
        })
    );
    return calls;
};

/** A figure card's number, found by its label. */
const figure = (label: string) =>
    screen.getByRole('heading', { name: label }).parentElement?.querySelector('p')?.textContent;

describe('Dashboard at /', { timeout: 30_000 }, () => {
    it('shows the figures of GET /v1/i/dashboard', async () => {
        const calls = serveDashboard(['dashboard']);
        renderApp('/');
        await screen.findByRole('heading', { name: 'Active vouchers' }, SLOW);
        expect(calls).toHaveLength(1);
        expect(figure('Active vouchers')).toBe('1,234');
        expect(figure('Copies issued')).toBe('56,789');
        expect(figure('Vouchers assigned (30 days)')).toBe('321');
        expect(figure('Vouchers redeemed (30 days)')).toBe('45');
        const campaigns = screen.getByRole('region', { name: 'Campaigns' });
        expect(within(campaigns).getByText('Running now (1)')).toBeVisible();
        const link = within(campaigns).getByRole('link', { name: 'Raya sale' });
        expect(link).toHaveAttribute('href', '/advertisement/12');
        // The theme's link (react-admin's Link): primary green, underlined on hover and focus only.
        expect(link).toHaveClass('RaLink-link', 'MuiLink-underlineHover');
        expect(getComputedStyle(link).color).toBe('rgb(21, 128, 61)');
        const scheduled = screen.getByRole('region', { name: 'Notifications scheduled next' });
        expect(within(scheduled).getByText('Weekend promo')).toBeVisible();
    });

    it('offers each chart as a table, with the same figures', async () => {
        serveDashboard(['dashboard']);
        renderApp('/');
        const points = await screen.findByRole(
            'region',
            { name: 'Points issued and spent per week' },
            SLOW
        );
        const toggle = within(points).getByRole('button', { name: 'Show as table' });
        expect(toggle).toHaveAttribute('aria-pressed', 'false');
        fireEvent.click(toggle);
        expect(within(points).getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
            'aria-pressed',
            'true'
        );
        const rows = within(within(points).getByRole('table')).getAllByRole('row');
        const text = rows.map(row =>
            Array.from(row.querySelectorAll('th, td'), cell => cell.textContent)
        );
        expect(text).toEqual([
            ['Week of', 'Issued', 'Spent'],
            ['09 Nov 2026', '1,500', '200'],
            ['16 Nov 2026', '2,750', '1,025'],
        ]);

        // The table is there for screen readers even while the chart is shown.
        const customers = screen.getByRole('region', { name: 'Customers by status' });
        const statusRows = within(within(customers).getByRole('table')).getAllByRole('row');
        expect(statusRows.map(row => row.textContent)).toEqual([
            'StatusCustomers',
            'Active900,000',
            'Inactive99,000',
            'Suspended1,000',
        ]);
    });

    it('without the dashboard extension, / keeps the welcome and asks for no figures', async () => {
        const calls = serveDashboard(['csv-export']);
        renderApp('/');
        expect(await screen.findByRole('heading', { name: /welcome/i }, SLOW)).toBeVisible();
        await waitFor(() => expect(screen.queryByText('Active vouchers')).toBeNull());
        expect(calls).toHaveLength(0);
        // Its cards are the menu's: the spec's sections, not the screens of extensions the server lacks.
        const main = screen.getByRole('main');
        expect(await within(main).findByRole('link', { name: 'Vouchers' }, SLOW)).toBeVisible();
        expect(within(main).queryByRole('link', { name: 'Activity' })).toBeNull();
        expect(within(main).queryByRole('link', { name: 'Setting' })).toBeNull();
    });
});
