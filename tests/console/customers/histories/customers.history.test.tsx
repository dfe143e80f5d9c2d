import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CustomerPointsSample from '../../../../src/resources/customers/histories/CustomerPointsSample';
import CustomerTransactionsSample from '../../../../src/resources/customers/histories/CustomerTransactionsSample';
import { noCallDataProvider } from '../../mockups/mockupsSupport';
import { renderWithAdmin } from '../../render';

afterEach(() => vi.restoreAllMocks());

describe('Customer history mockups', () => {
    it('shows the sample points history, marked as sample data, without calls', async () => {
        const { provider, calls, fetchSpy } = noCallDataProvider();
        renderWithAdmin(<CustomerPointsSample />, {
            dataProvider: provider,
            path: '/customer/c1/points',
            route: '/customer/:id/points',
        });
        expect(await screen.findByRole('heading', { name: 'Points History' })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent('Sample data');
        const welcome = screen.getByText('Welcome bonus').closest('tr') as HTMLElement;
        expect(within(welcome).getByText('+1,000')).toBeInTheDocument();
        expect(within(welcome).getByText('01-Aug-2026 10:00')).toBeInTheDocument();
        expect(within(welcome).getByText('1,000')).toBeInTheDocument();
        const newest = screen.getAllByRole('row')[1];
        expect(within(newest).getByText('1,480')).toBeInTheDocument();
        const redeemed = screen
            .getByText('Redeemed: Free Latte voucher')
            .closest('tr') as HTMLElement;
        expect(within(redeemed).getByText('1,360')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to customer' })).toHaveAttribute(
            'href',
            '/customer/c1'
        );
        expect(calls).toEqual([]);
        expect(fetchSpy).not.toHaveBeenCalled();
    });

    it("shows the sample transactions with 'NA' for a missing branch and two-decimal totals", async () => {
        const { provider, calls, fetchSpy } = noCallDataProvider();
        renderWithAdmin(<CustomerTransactionsSample />, {
            dataProvider: provider,
            path: '/customer/c1/transactions',
            route: '/customer/:id/transactions',
        });
        expect(
            await screen.findByRole('heading', { name: 'Transaction History' })
        ).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent('Sample data');
        const inApp = screen.getByText('APP-2026-10-0077').closest('tr') as HTMLElement;
        expect(within(inApp).getByText('NA')).toBeInTheDocument();
        expect(within(inApp).getByText('MYR 18.40')).toBeInTheDocument();
        expect(screen.getByText('MYR 1,250.00')).toBeInTheDocument();
        expect(calls).toEqual([]);
        expect(fetchSpy).not.toHaveBeenCalled();
    });
});
