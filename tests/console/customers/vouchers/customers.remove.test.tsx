import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerVoucher } from '../../../../contract';
import { extensionsAnswered } from '../../../../src/api/extensions';
import CustomerVouchers from '../../../../src/resources/customers/vouchers/CustomerVouchers';
import { renderWithAdmin } from '../../render';
import { asProvider, customerVoucher, voucher } from '../customersFixtures';

vi.setConfig({ testTimeout: 20_000 });

/** One customer's vouchers; the removal answers as our server does, 30 points refunded. */
const provider = () => {
    let rows: CustomerVoucher[] = [customerVoucher()];
    return {
        getManyReference: vi.fn(async () => ({ data: rows, total: rows.length })),
        getList: vi.fn(async () => ({ data: [voucher({ id: 'v2', name: 'Gift' })], total: 1 })),
        assignVoucher: vi.fn(async () => {
            rows = [
                ...rows,
                customerVoucher({ id: 'cv2', voucher: voucher({ id: 'v2', name: 'Gift' }) }),
            ];
            return { data: {} };
        }),
        removeCustomerVoucher: vi.fn(async (id: string) => {
            rows = rows.filter(row => row.id !== id);
            return { data: { data: { refundedPoints: 30 } } };
        }),
    };
};

const removeFirst = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Free Latte' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
};

const render = () =>
    renderWithAdmin(<CustomerVouchers />, {
        dataProvider: asProvider(provider()),
        path: '/customer/c1/vouchers',
        route: '/customer/:id/vouchers',
        resource: 'customers',
    });

afterEach(() => extensionsAnswered(null));

describe('Removing a customer voucher', () => {
    it("says so in a toast that replaces the assign's, without a refund on spec §7", async () => {
        extensionsAnswered(null);
        render();
        fireEvent.click(await screen.findByRole('button', { name: 'Assign Voucher' }));
        const dialog = await screen.findByRole('dialog', { name: 'Assign Voucher' });
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Voucher' }));
        fireEvent.click(await screen.findByRole('option', { name: /^Gift/ }));
        fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
        expect(await screen.findByText('Voucher assigned')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        await removeFirst();
        expect(await screen.findByText('Voucher removed')).toBeInTheDocument();
        expect(screen.queryByText('Voucher assigned')).not.toBeInTheDocument();
        // The §7 answer is not read, whatever it holds.
        expect(screen.queryByText(/refunded/)).not.toBeInTheDocument();
    });

    it('names the points refunded when the points-ledger server answers them', async () => {
        extensionsAnswered('points-ledger');
        render();
        await removeFirst();
        expect(await screen.findByText('Voucher removed; 30 points refunded')).toBeInTheDocument();
    });
});
