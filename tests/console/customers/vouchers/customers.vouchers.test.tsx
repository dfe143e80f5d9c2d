import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerVoucher } from '../../../../contract';
import CustomerVouchers from '../../../../src/resources/customers/vouchers/CustomerVouchers';
import { renderWithAdmin } from '../../render';
import { asProvider, customerVoucher, voucher } from '../customersFixtures';

vi.setConfig({ testTimeout: 20_000 });

const REMOVE_TEXT =
    'Are you sure you want to remove this voucher from the customer? This action cannot be undone.';

/** A fake provider holding one customer's vouchers, so assign and remove change what the table shows. */
const fakeProvider = (initial: CustomerVoucher[]) => {
    let rows = [...initial];
    const catalogue = [
        voucher(),
        voucher({ id: 'v2', name: 'Private Gold', isPublic: false }),
        voucher({ id: 'v3', name: 'Old Promo', status: 'expired' }),
        voucher({ id: 'v4', name: 'Paused Deal', status: 'inactive', pointsRequired: 200 }),
    ];
    return {
        getManyReference: vi.fn(async () => ({ data: rows, total: rows.length })),
        getList: vi.fn(async () => ({ data: catalogue, total: catalogue.length })),
        assignVoucher: vi.fn(async (voucherId: string, customerIds: string[]) => {
            const assigned = catalogue.find(item => item.id === voucherId);
            rows = [
                ...rows,
                customerVoucher({ id: `cv-${voucherId}`, voucher: assigned, customerIds } as never),
            ];
            return { data: {} };
        }),
        removeCustomerVoucher: vi.fn(async (customerVoucherId: string) => {
            rows = rows.filter(row => row.id !== customerVoucherId);
            return { data: {} };
        }),
    };
};

const render = (provider: Record<string, unknown>) =>
    renderWithAdmin(<CustomerVouchers />, {
        dataProvider: asProvider(provider),
        path: '/customer/c1/vouchers',
        route: '/customer/:id/vouchers',
        resource: 'customers',
    });

const openAssignDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Voucher' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Voucher' }));
    return dialog;
};

afterEach(() => {
    vi.restoreAllMocks();
    window.innerWidth = 1024;
});

describe('Customer vouchers', () => {
    it('reads the vouchers by reference and shows every column with the derived status', async () => {
        const provider = fakeProvider([
            customerVoucher(),
            customerVoucher({
                id: 'cv2',
                usedAt: '2026-04-01T09:30:00Z',
                voucher: voucher({ name: 'Used One', type: 'FIXED', discountValue: 5 }),
            }),
        ]);
        render(provider);
        expect(await screen.findByText('Free Latte')).toBeInTheDocument();
        expect(provider.getManyReference).toHaveBeenCalledWith(
            'customerVouchers',
            expect.objectContaining({ target: 'customerId', id: 'c1' })
        );
        for (const column of [
            'Name',
            'Description',
            'Perk',
            'Redeemed At',
            'Used At',
            'Start At',
            'Expire At',
            'Status',
            'Actions',
        ]) {
            expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
        }
        const usedRow = screen.getByText('Used One').closest('tr') as HTMLElement;
        expect(within(usedRow).getByText('Used')).toBeInTheDocument();
        expect(within(usedRow).getByText('MYR 5.00')).toBeInTheDocument();
        const activeRow = screen.getByText('Free Latte').closest('tr') as HTMLElement;
        expect(within(activeRow).getByText('Active')).toBeInTheDocument();
        expect(within(activeRow).getByText('10% off')).toBeInTheDocument();
        expect(within(activeRow).getAllByText('-')).toHaveLength(1);
    });

    it('says when the customer has no vouchers', async () => {
        render(fakeProvider([]));
        expect(await screen.findByText('No vouchers found for this customer')).toBeInTheDocument();
    });

    it('shows the status filter and search box as not available yet', async () => {
        render(fakeProvider([]));
        await screen.findByText('No vouchers found for this customer');
        expect(screen.getByRole('textbox', { name: 'Search vouchers' })).toBeDisabled();
        expect(screen.getByText('Filtering and search are not available yet')).toBeInTheDocument();
    });

    it('assigns a voucher chosen from every voucher and refreshes the table', async () => {
        const provider = fakeProvider([]);
        render(provider);
        await screen.findByText('No vouchers found for this customer');
        const dialog = await openAssignDialog();
        expect(await screen.findByRole('option', { name: /^Free Latte/ })).toBeInTheDocument();
        fireEvent.click(screen.getByRole('option', { name: /^Private Gold/ }));
        // Without the points-ledger extension there is nothing to charge.
        expect(within(dialog).queryByRole('checkbox')).toBeNull();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
        expect(await screen.findByRole('cell', { name: 'Private Gold' })).toBeInTheDocument();
        expect(provider.assignVoucher).toHaveBeenCalledWith('v2', ['c1'], {});
        expect(screen.getByText('Voucher assigned')).toBeInTheDocument();
        expect(provider.getList).toHaveBeenCalledWith(
            'vouchers',
            expect.objectContaining({ filter: {} })
        );
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('disables expired and inactive vouchers, with the reason, from the list of spec §7', async () => {
        render(fakeProvider([]));
        await openAssignDialog();
        const old = await screen.findByRole('option', { name: /^Old Promo/ });
        expect(old).toHaveAttribute('aria-disabled', 'true');
        expect(old).toHaveTextContent('Expired: cannot be assigned');
        const paused = screen.getByRole('option', { name: /^Paused Deal/ });
        expect(paused).toHaveAttribute('aria-disabled', 'true');
        expect(paused).toHaveTextContent('Inactive · 200 points · Unlimited copies');
        expect(paused).toHaveTextContent('Inactive: cannot be assigned');
        expect(screen.getByRole('option', { name: /^Free Latte/ })).not.toHaveAttribute(
            'aria-disabled',
            'true'
        );
    });

    it('keeps the dialog open, logs, and shows the server message when an assign is refused', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const provider = {
            ...fakeProvider([]),
            assignVoucher: vi.fn(async () => {
                throw new HttpError('Voucher usage limit reached', 409, {
                    message: 'Voucher usage limit reached',
                });
            }),
        };
        render(provider);
        await openAssignDialog();
        fireEvent.click(await screen.findByRole('option', { name: /^Free Latte/ }));
        fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
        expect(await screen.findByText('Voucher usage limit reached')).toBeInTheDocument();
        expect(screen.getByText('Could not assign the voucher')).toBeInTheDocument();
        expect(error).toHaveBeenCalledWith(
            'app.customers.vouchers.assign_failed',
            expect.any(HttpError)
        );
        expect(screen.getByRole('dialog', { name: 'Assign Voucher' })).toBeInTheDocument();
        expect(screen.getByText('No vouchers found for this customer')).toBeInTheDocument();
    });

    it('asks before removing, then removes and refreshes', async () => {
        const provider = fakeProvider([customerVoucher()]);
        render(provider);
        fireEvent.click(await screen.findByRole('button', { name: 'Remove Free Latte' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent(REMOVE_TEXT);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
        expect(await screen.findByText('No vouchers found for this customer')).toBeInTheDocument();
        expect(provider.removeCustomerVoucher).toHaveBeenCalledWith('cv1', 'c1');
    });

    it('does nothing when the removal is cancelled', async () => {
        const provider = fakeProvider([customerVoucher()]);
        render(provider);
        fireEvent.click(await screen.findByRole('button', { name: 'Remove Free Latte' }));
        fireEvent.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: /Cancel/ })
        );
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(provider.removeCustomerVoucher).not.toHaveBeenCalled();
        expect(screen.getByText('Free Latte')).toBeInTheDocument();
    });

    it('logs a load failure and says so in place of the table, never as an empty one', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        render({ getManyReference: vi.fn(async () => Promise.reject(new Error('Down'))) });
        expect(
            await screen.findByText("Couldn't load the customer's vouchers.")
        ).toBeInTheDocument();
        expect(screen.queryByText('No vouchers found for this customer')).not.toBeInTheDocument();
        expect(error).toHaveBeenCalledWith('Failed to load customer vouchers', expect.any(Error));
        expect(screen.queryByText('Down')).not.toBeInTheDocument();
    });

    it('shows one card a voucher on a phone, with the same fields and Remove', async () => {
        window.innerWidth = 390;
        const provider = fakeProvider([customerVoucher()]);
        render(provider);
        const card = await screen.findByRole('article');
        expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
        expect(within(card).getByText('Free Latte')).toBeInTheDocument();
        expect(within(card).getByText('Active')).toBeInTheDocument();
        expect(within(card).getByText('Expire At')).toBeInTheDocument();
        expect(within(card).getByText('31-Dec-2099 00:00')).toBeInTheDocument();
        fireEvent.click(within(card).getByRole('button', { name: 'Remove Free Latte' }));
        fireEvent.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' })
        );
        expect(await screen.findByText('No vouchers found for this customer')).toBeInTheDocument();
    });
});
