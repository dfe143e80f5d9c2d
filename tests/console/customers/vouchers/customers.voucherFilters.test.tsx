import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extensionsAnswered } from '../../../../src/api/extensions';
import CustomerVouchers from '../../../../src/resources/customers/vouchers/CustomerVouchers';
import { renderWithAdmin } from '../../render';
import { asProvider, customerVoucher } from '../customersFixtures';

vi.setConfig({ testTimeout: 20_000 });

const render = () => {
    const provider = {
        getManyReference: vi.fn(async () => ({ data: [customerVoucher()], total: 1 })),
    };
    renderWithAdmin(<CustomerVouchers />, {
        dataProvider: asProvider(provider),
        path: '/customer/c1/vouchers',
        route: '/customer/:id/vouchers',
        resource: 'customers',
    });
    return provider;
};

const lastFilter = (provider: ReturnType<typeof render>) =>
    (provider.getManyReference.mock.calls.at(-1) as unknown[] | undefined)?.[1];

afterEach(() => extensionsAnswered(null));

describe("The customer vouchers' status filter and search", () => {
    it('stay disabled, and send nothing, against the API of spec §7', async () => {
        extensionsAnswered(null);
        const provider = render();
        expect(await screen.findByText('Free Latte')).toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: 'Search vouchers' })).toBeDisabled();
        expect(screen.getByText('Filtering and search are not available yet')).toBeInTheDocument();
        expect(lastFilter(provider)).toMatchObject({ filter: {} });
    });

    it('send the status and the search when the server filters (paging)', async () => {
        extensionsAnswered('paging');
        const provider = render();
        expect(await screen.findByText('Free Latte')).toBeInTheDocument();
        expect(screen.queryByText('Filtering and search are not available yet')).toBeNull();
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
        const options = within(await screen.findByRole('listbox')).getAllByRole('option');
        expect(options.map(option => option.textContent)).toEqual([
            'All Vouchers',
            'Active',
            'Upcoming',
            'Expired',
            'Used',
        ]);
        fireEvent.click(screen.getByRole('option', { name: 'Used' }));
        await waitFor(() =>
            expect(lastFilter(provider)).toMatchObject({ filter: { status: 'used' } })
        );
        fireEvent.change(screen.getByRole('textbox', { name: 'Search vouchers' }), {
            target: { value: ' Latte ' },
        });
        await waitFor(() =>
            expect(lastFilter(provider)).toMatchObject({ filter: { status: 'used', q: 'Latte' } })
        );
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
        fireEvent.click(await screen.findByRole('option', { name: 'All Vouchers' }));
        await waitFor(() => expect(lastFilter(provider)).toMatchObject({ filter: { q: 'Latte' } }));
        expect((lastFilter(provider) as { filter: object }).filter).not.toHaveProperty('status');
    });
});
