import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CustomerVouchers from '../../../../src/resources/customers/vouchers/CustomerVouchers';
import { renderWithAdmin } from '../../render';
import { asProvider } from '../customersFixtures';

// Spec §7 answers the voucher list as data.data.vouchers and the dialog needs only id and name: a provider
// may leave every other field out. The picker then shows what it was given, never a placeholder.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.restoreAllMocks());

const catalogue = [
    { id: 'v1', name: 'Bare voucher' },
    { id: 'v2', name: 'Some limits', status: 'active', pointsRequired: 40, perCustomerLimit: 2 },
    { id: 'v3', name: 'Counted copies', status: 'active', usageLimit: 50, perCustomerLimit: null },
];

const openPicker = async () => {
    renderWithAdmin(<CustomerVouchers />, {
        dataProvider: asProvider({
            getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
            getList: vi.fn(async () => ({ data: catalogue, total: catalogue.length })),
        }),
        path: '/customer/c1/vouchers',
        route: '/customer/:id/vouchers',
        resource: 'customers',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Voucher' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Voucher' }));
    return screen.findByRole('listbox');
};

const optionText = (listbox: HTMLElement, name: string) =>
    within(listbox).getByText(name).closest('li')?.textContent ?? '';

describe('Assign Voucher with the optional fields left out of the answer', () => {
    it('reads absent limits as unlimited or not shown, never 0 copies or a placeholder', async () => {
        const listbox = await openPicker();
        const bare = optionText(listbox, 'Bare voucher');
        expect(bare).toBe('Bare voucherUnlimited copies');
        const limits = optionText(listbox, 'Some limits');
        expect(limits).toContain('40 points');
        expect(limits).toContain('Unlimited copies');
        expect(limits).toContain('Max 2 per customer');
        expect(optionText(listbox, 'Counted copies')).toContain('Limited to 50 copies');
        for (const text of [bare, limits, optionText(listbox, 'Counted copies')]) {
            expect(text).not.toMatch(/%\{|undefined|NaN|null|\[object|Limited to 0|status_/);
        }
        // None of them can be told apart as unassignable from what the answer says.
        const options = within(listbox).getAllByRole('option');
        expect(
            options.filter(option => option.getAttribute('aria-disabled') !== 'true')
        ).toHaveLength(3);
    });
});
