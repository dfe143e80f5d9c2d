import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../../contract';
import CustomerShow from '../../../../src/resources/customers/profile/CustomerShow';
import { renderWithAdmin } from '../../render';
import { asProvider, customer, customerVoucher } from '../customersFixtures';

const render = (
    getOne: (resource: string, params: { id: unknown }) => Promise<{ data: Customer }>
) => {
    const provider = { getOne: vi.fn(getOne) };
    renderWithAdmin(<CustomerShow />, {
        dataProvider: asProvider(provider),
        path: '/customer/c1',
        route: '/customer/:id',
        resource: 'customers',
    });
    return provider;
};

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('Customer details', () => {
    it('reads the customer with getOne and shows its profile and an Edit profile link', async () => {
        const provider = render(async () => ({ data: customer() }));
        expect(await screen.findByText('alice@example.com')).toBeInTheDocument();
        expect(provider.getOne).toHaveBeenCalledWith(
            'customers',
            expect.objectContaining({ id: 'c1' })
        );
        expect(screen.getByText('alice01')).toBeInTheDocument();
        expect(screen.getAllByText('Alice Tan').length).toBeGreaterThan(0);
        expect(screen.getByText('1,250')).toBeInTheDocument();
        expect(screen.getByText('05 Jan 2026')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
            'href',
            '/customer/c1/edit'
        );
    });

    it('shows signed points changes, green only when positive, with detailed timestamps', async () => {
        render(async () => ({ data: customer() }));
        await screen.findByText('Purchase bonus');
        const points = within(section('Recent Points Transactions'));
        const gained = points.getByText('+120');
        const spent = points.getByText('\u221250');
        expect(getComputedStyle(gained).color).toBe('rgb(46, 125, 50)');
        expect(getComputedStyle(spent).color).not.toBe('rgb(46, 125, 50)');
        expect(points.getByText('10-Feb-2026 14:05')).toBeInTheDocument();
        expect(points.getByRole('link', { name: 'View all points transactions' })).toHaveAttribute(
            'href',
            '/customer/c1/points'
        );
    });

    it("shows transactions with the branch code or 'NA', two-decimal money and '-' for a bad date", async () => {
        render(async () => ({ data: customer() }));
        await screen.findByText('KLCC01');
        const transactions = within(section('Transactions'));
        expect(transactions.getByText('NA')).toBeInTheDocument();
        expect(transactions.getByText('MYR 42.50')).toBeInTheDocument();
        expect(transactions.getByText('MYR 7.00')).toBeInTheDocument();
        expect(transactions.getByText('09-Feb-2026 12:00')).toBeInTheDocument();
        expect(transactions.getByText('-')).toBeInTheDocument();
        expect(transactions.getByRole('link', { name: 'View all transactions' })).toHaveAttribute(
            'href',
            '/customer/c1/transactions'
        );
    });

    it('shows voucher cards with name, status badge, issue and due dates, and Manage Vouchers', async () => {
        const vouchers = [
            customerVoucher(),
            customerVoucher({ id: 'cv2', usedAt: '2026-03-02T00:00:00Z', redeemedAt: null }),
        ];
        render(async () => ({ data: customer({ vouchers }) }));
        await screen.findAllByText('Free Latte');
        const cards = within(section('Vouchers')).getAllByRole('article');
        expect(cards).toHaveLength(2);
        expect(within(cards[0]).getByText('Active')).toBeInTheDocument();
        expect(within(cards[1]).getByText('Used')).toBeInTheDocument();
        expect(within(cards[0]).getByText(/^Due 31-Dec-2099/)).toBeInTheDocument();
        expect(within(cards[1]).getByText('Issued -')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Manage Vouchers' })).toHaveAttribute(
            'href',
            '/customer/c1/vouchers'
        );
    });

    it('shows empty sections for a customer without history', async () => {
        render(async () => ({
            data: customer({ rewardPointsTrails: [], transactionHistory: [], vouchers: [] }),
        }));
        expect(await screen.findByText('No points transactions yet')).toBeInTheDocument();
        expect(screen.getByText('No transactions yet')).toBeInTheDocument();
        expect(screen.getByText('No vouchers assigned to this customer')).toBeInTheDocument();
    });

    it('only logs a load failure and shows a not-found state, without an error toast', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        render(async () => Promise.reject(new Error('Customer not in database')));
        expect(await screen.findByText('Customer not found')).toBeInTheDocument();
        expect(error).toHaveBeenCalledWith('Failed to load customer details', expect.any(Error));
        expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
            'href',
            '/customers'
        );
        await waitFor(() =>
            expect(screen.queryByText('Customer not in database')).not.toBeInTheDocument()
        );
        expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
    });
});
