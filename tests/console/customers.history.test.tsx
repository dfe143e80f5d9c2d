import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CustomerPoints from '../../src/mockups/CustomerPoints';
import CustomerTransactions from '../../src/mockups/CustomerTransactions';
import { asProvider } from './customersFixtures';
import { renderWithAdmin } from './render';

/** Every call fails the test: the mockups must not touch the API. */
const noCalls = () =>
    new Proxy(
        {},
        {
            get: (_target, method) =>
                vi.fn(() => Promise.reject(new Error(`called ${String(method)}`))),
        }
    );

describe('Customer history mockups', () => {
    it('shows the sample points history, marked as sample data, without calls', async () => {
        const provider = noCalls();
        renderWithAdmin(<CustomerPoints />, {
            dataProvider: asProvider(provider),
            path: '/customer/c1/points',
            route: '/customer/:id/points',
        });
        expect(await screen.findByRole('heading', { name: 'Points History' })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent('Sample data');
        const welcome = screen.getByText('Welcome bonus').closest('tr') as HTMLElement;
        expect(within(welcome).getByText('+1,000')).toBeInTheDocument();
        expect(within(welcome).getByText('01-Aug-2026 10:00')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to customer' })).toHaveAttribute(
            'href',
            '/customer/c1'
        );
    });

    it("shows the sample transactions with 'NA' for a missing branch and two-decimal totals", async () => {
        renderWithAdmin(<CustomerTransactions />, {
            dataProvider: asProvider(noCalls()),
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
    });
});
