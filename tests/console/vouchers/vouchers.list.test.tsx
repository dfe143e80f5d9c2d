import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import VoucherList from '../../../src/resources/vouchers/VoucherList';
import { chooseStatus, setScreenWidth } from '../listHelpers';
import { renderWithAdmin } from '../render';
import { listProvider } from './vouchers.fixtures';

const renderList = (dataProvider = listProvider()) => {
    renderWithAdmin(<VoucherList />, {
        // A vi.fn cannot take getList's generic signature; the shape is the same.
        dataProvider: dataProvider as unknown as DataProvider,
        path: '/vouchers',
        resource: 'vouchers',
    });
    return dataProvider;
};

describe('Vouchers Management list on a desktop', { timeout: 30_000 }, () => {
    beforeEach(() => setScreenWidth(1440));

    it('shows the heading, the create button and the active vouchers by default', async () => {
        const dataProvider = renderList();
        expect(screen.getByRole('heading', { name: 'Vouchers Management' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Create vouchers' })).toHaveAttribute(
            'href',
            '/voucher/create'
        );
        expect(await screen.findByText('Ten percent')).toBeInTheDocument();
        expect(screen.queryByText('Five ringgit')).not.toBeInTheDocument();
        expect(dataProvider.getList.mock.calls[0][1].filter).toEqual({ status: 'active' });
        for (const header of [
            'Name',
            'Voucher Type',
            'Discount',
            'Validity',
            'Visibility',
            'Redeem Points',
            'Status',
            'Actions',
        ]) {
            expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
        }
    });

    it('formats discounts, validity, visibility, points and status of every kind', async () => {
        const dataProvider = renderList();
        await screen.findByText('Ten percent');
        await chooseStatus('All Status');
        await screen.findByText('Five ringgit');
        expect(dataProvider.getList.mock.lastCall?.[1].filter).toEqual({});
        expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('All Status');
        const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
        const percent = within(row('Ten percent'));
        expect(percent.getByText('10% off')).toBeInTheDocument();
        expect(percent.getByText('01 Dec 2026 – no end')).toBeInTheDocument();
        expect(percent.getByText('Public')).toBeInTheDocument();
        expect(percent.getByText('Free')).toBeInTheDocument();
        expect(percent.getByText('Active').closest('[data-status]')).toHaveAttribute(
            'data-status',
            'active'
        );
        const fixed = within(row('Five ringgit'));
        expect(fixed.getByText('MYR 5.00')).toBeInTheDocument();
        expect(fixed.getByText('7 days')).toBeInTheDocument();
        expect(fixed.getByText('Private')).toBeInTheDocument();
        expect(fixed.getByText('150')).toBeInTheDocument();
        expect(fixed.getByText('Expired')).toBeInTheDocument();
        const product = within(row('Free latte'));
        expect(product.getByText('Latte (worth MYR 12.00)')).toBeInTheDocument();
        expect(product.getByText('Unlimited')).toBeInTheDocument();
        expect(product.getByText('Inactive')).toBeInTheDocument();
    });

    it('tints each status: green active, red expired, purple inactive', async () => {
        renderList();
        await screen.findByText('Ten percent');
        await chooseStatus('All Status');
        await screen.findByText('Five ringgit');
        const colour = (word: string) =>
            getComputedStyle(screen.getByText(word).closest('[data-status]') as HTMLElement).color;
        expect(colour('Active')).toBe('rgb(27, 94, 32)');
        expect(colour('Expired')).toBe('rgb(183, 28, 28)');
        expect(colour('Inactive')).toBe('rgb(74, 20, 140)');
    });

    it.each([
        ['Inactive', 'inactive', 'Free latte'],
        ['Expired', 'expired', 'Five ringgit'],
        ['Active', 'active', 'Ten percent'],
    ])('filters on %s', async (label, status, shown) => {
        const dataProvider = renderList();
        await screen.findByText('Ten percent');
        await chooseStatus('All Status');
        await screen.findByText('Five ringgit');
        await chooseStatus(label);
        await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
        expect(screen.getByText(shown)).toBeInTheDocument();
        // Active's rows can come from the query cache at once; its read follows them.
        await waitFor(() =>
            expect(dataProvider.getList.mock.lastCall?.[1].filter).toEqual({ status })
        );
    });

    it('says when no voucher matches', async () => {
        renderList(listProvider([]));
        expect(await screen.findByText('No vouchers match this filter')).toBeInTheDocument();
    });

    it('shows the spec toast when the vouchers cannot be loaded', async () => {
        renderList({ getList: async () => Promise.reject(new Error('boom')) } as never);
        expect(
            await screen.findByText('Failed to load vouchers. Please try again.')
        ).toBeInTheDocument();
    });

    it('opens /voucher/{id} from View Details', async () => {
        renderList();
        await screen.findByText('Ten percent');
        expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
            'href',
            '/voucher/v1'
        );
    });
});

describe('Vouchers Management list on a phone', { timeout: 30_000 }, () => {
    beforeEach(() => setScreenWidth(390));
    afterEach(() => setScreenWidth(1024));

    it('shows Name, Status and Actions, and a row expands with the keyboard', async () => {
        renderList();
        await screen.findByText('Ten percent');
        const headers = screen.getAllByRole('columnheader').map(cell => cell.textContent);
        // The toggles' column is named for screen readers (its name is visually hidden).
        expect(headers).toEqual(['Details', 'Name', 'Status', 'Actions']);
        expect(screen.queryByText('10% off')).not.toBeInTheDocument();
        const toggle = screen.getByRole('button', { name: 'Show details of Ten percent' });
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        toggle.focus();
        await userEvent.keyboard('{Enter}');
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect(toggle).toHaveAccessibleName('Hide details of Ten percent');
        const details = document.getElementById(
            toggle.getAttribute('aria-controls') as string
        ) as HTMLElement;
        expect(within(details).getByText('Start date').nextSibling).toHaveTextContent(
            '01 Dec 2026'
        );
        expect(within(details).getByText('End date').nextSibling).toHaveTextContent('nil');
        expect(within(details).getByText('Discount value').nextSibling).toHaveTextContent(
            '10% off'
        );
        expect(within(details).getByText('Redeem Points').nextSibling).toHaveTextContent('Free');
        fireEvent.click(toggle);
        await waitFor(() => expect(screen.queryByText('Start date')).not.toBeInTheDocument());
    });
});
