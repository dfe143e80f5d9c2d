import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdvertisementList from '../../../src/resources/advertisements/AdvertisementList';
import { chooseStatus, setScreenWidth, statusOptions } from '../listHelpers';
import { renderWithAdmin } from '../render';
import { listProvider } from './advertisements.fixtures';

// The first render of a react-admin screen is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const renderList = (dataProvider: object = listProvider()) => {
    renderWithAdmin(<AdvertisementList />, {
        dataProvider,
        path: '/advertisements',
        resource: 'advertisements',
    });
    return dataProvider as ReturnType<typeof listProvider>;
};

const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

afterEach(() => setScreenWidth(1024));

describe('Manage Advertisement list on a desktop', () => {
    beforeEach(() => setScreenWidth(1440));

    it('shows the heading, the create button, the columns and the active campaigns by default', async () => {
        const dataProvider = renderList();
        expect(screen.getByRole('heading', { name: 'Manage Advertisement' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Create advertisement' })).toHaveAttribute(
            'href',
            '/advertisement/create'
        );
        expect(await screen.findByText('Year-end sale')).toBeInTheDocument();
        expect(screen.queryByText('Merdeka promo')).not.toBeInTheDocument();
        expect(dataProvider.getList.mock.calls[0][1].filter).toEqual({ status: 'active' });
        for (const header of ['Campaign', 'Start Date', 'End date', 'Status', 'Actions']) {
            expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
        }
    });

    it('shows dates as DD-MM-YYYY, a dash for no end, and the status as a tinted word', async () => {
        renderList();
        await screen.findByText('Year-end sale');
        await chooseStatus('All');
        await screen.findByText('Spring teaser');
        const sale = within(row('Year-end sale'));
        expect(sale.getByText('01-12-2026')).toBeInTheDocument();
        expect(sale.getByText('31-12-2026')).toBeInTheDocument();
        expect(sale.getByText('Active').closest('[data-status]')).toHaveAttribute(
            'data-status',
            'active'
        );
        expect(within(row('Merdeka promo')).getByText('Expired')).toBeInTheDocument();
        const draft = within(row('Spring teaser'));
        expect(draft.getByText('In Draft')).toBeInTheDocument();
        expect(draft.getByText('-')).toBeInTheDocument();
        const tint = (word: string) =>
            getComputedStyle(screen.getByText(word).closest('[data-status]') as Element).color;
        expect(tint('Active')).not.toEqual(tint('Expired'));
    });

    it('filters by All, Active and Expired, and offers no In Draft on a wide screen', async () => {
        const dataProvider = renderList();
        await screen.findByText('Year-end sale');
        expect(await statusOptions()).toEqual(['All', 'Active', 'Expired']);
        fireEvent.click(screen.getByRole('option', { name: 'Expired' }));
        expect(await screen.findByText('Merdeka promo')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByText('Year-end sale')).not.toBeInTheDocument());
        expect(dataProvider.getList.mock.lastCall?.[1].filter).toEqual({ status: 'expired' });
        await chooseStatus('All');
        expect(await screen.findByText('Year-end sale')).toBeInTheDocument();
        expect(screen.getByText('Spring teaser')).toBeInTheDocument();
        expect(dataProvider.getList.mock.lastCall?.[1].filter?.status ?? '').toBe('');
    });

    it('links View Details to the campaign form by its id', async () => {
        renderList();
        await screen.findByText('Year-end sale');
        const link = within(row('Year-end sale')).getByRole('link', { name: 'View Details' });
        expect(link).toHaveAttribute('href', '/advertisement/a1');
        expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    });
});

describe('Manage Advertisement list on a phone', () => {
    beforeEach(() => setScreenWidth(390));

    it('keeps Campaign, Status and Actions, and offers In Draft', async () => {
        const dataProvider = renderList();
        await screen.findByText('Year-end sale');
        const headers = screen.getAllByRole('columnheader').map(header => header.textContent);
        expect(headers).toEqual(['Details', 'Campaign', 'Status', 'Actions']);
        expect(screen.queryByText('01-12-2026')).not.toBeInTheDocument();
        expect(await statusOptions()).toEqual(['All', 'Active', 'Expired', 'In Draft']);
        fireEvent.click(screen.getByRole('option', { name: 'In Draft' }));
        expect(await screen.findByText('Spring teaser')).toBeInTheDocument();
        expect(dataProvider.getList.mock.lastCall?.[1].filter).toEqual({ status: 'in draft' });
    });

    it('expands a row from the keyboard to show its dates', async () => {
        const user = userEvent.setup();
        renderList();
        await screen.findByText('Year-end sale');
        const toggle = screen.getByRole('button', { name: 'Show details of Year-end sale' });
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        toggle.focus();
        await user.keyboard('{Enter}');
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect(toggle).toHaveAccessibleName('Hide details of Year-end sale');
        const panel = document.getElementById(
            toggle.getAttribute('aria-controls') ?? ''
        ) as HTMLElement;
        expect(within(panel).getByText('01-12-2026')).toBeInTheDocument();
        expect(within(panel).getByText('31-12-2026')).toBeInTheDocument();
        await user.keyboard(' ');
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('has a row menu with View Details and an inert Delete item', async () => {
        const user = userEvent.setup();
        const dataProvider = { ...listProvider(), delete: vi.fn(), deleteMany: vi.fn() };
        renderList(dataProvider);
        await screen.findByText('Year-end sale');
        await user.click(screen.getByRole('button', { name: 'Actions for Year-end sale' }));
        const menu = await screen.findByRole('menu');
        expect(within(menu).getByRole('menuitem', { name: 'View Details' })).toHaveAttribute(
            'href',
            '/advertisement/a1'
        );
        await user.click(within(menu).getByRole('menuitem', { name: 'Delete item' }));
        await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
        expect(dataProvider.delete).not.toHaveBeenCalled();
        expect(dataProvider.deleteMany).not.toHaveBeenCalled();
        expect(screen.getByText('Year-end sale')).toBeInTheDocument();
    });
});

describe('Manage Advertisement list when loading fails', () => {
    const consoleError = vi.spyOn(console, 'error');
    beforeEach(() => {
        setScreenWidth(1440);
        consoleError.mockImplementation(() => {});
    });
    afterEach(() => consoleError.mockReset());

    it('logs the failure and says so in the list, with no toast and no empty result', async () => {
        const failure = new Error('Service unavailable');
        renderList({ getList: vi.fn().mockRejectedValue(failure) });
        await waitFor(() =>
            expect(consoleError).toHaveBeenCalledWith('Failed to load advertisements', failure)
        );
        expect(await screen.findByText("Couldn't load advertisements.")).toBeInTheDocument();
        expect(screen.queryByText(/No Advertisements found/)).not.toBeInTheDocument();
        expect(screen.queryByText('Service unavailable')).not.toBeInTheDocument();
        expect(screen.queryByText('Error')).not.toBeInTheDocument();
    });
});
