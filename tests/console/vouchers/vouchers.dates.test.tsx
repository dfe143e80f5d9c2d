import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import VoucherCreate from '../../../src/resources/vouchers/VoucherCreate';
import { renderWithAdmin } from '../render';
import { chooseRadio, field, fill, submit } from './vouchers.form';

// The validity dates read and show DD/MM/YYYY whatever the browser's locale; the API gets ISO strings.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

describe('Voucher validity dates', { timeout: 60_000 }, () => {
    it('reads DD/MM/YYYY and sends the start and end of those local days', async () => {
        const create = vi.fn(async () => ({ data: { id: 'new' } }));
        renderWithAdmin(<VoucherCreate />, {
            dataProvider: { create } as unknown as DataProvider,
            path: '/voucher/create',
            route: '/voucher/create',
            resource: 'vouchers',
        });
        fill('Name', 'Dated');
        fill('POS code', 'POS-DATED');
        fill('Discount value', '5');
        chooseRadio('Date range');
        const start = await screen.findByLabelText('Start date');
        expect(start).toHaveAttribute('placeholder', 'DD/MM/YYYY');
        // Month first, as an American browser writes it, is no day here.
        fireEvent.change(start, { target: { value: '12/31/2099' } });
        expect(screen.getByText('Enter the date as DD/MM/YYYY')).toBeInTheDocument();
        fireEvent.change(start, { target: { value: '8/12/2099' } });
        fireEvent.change(field('End date'), { target: { value: '31/12/2099' } });
        expect(screen.queryByText('Enter the date as DD/MM/YYYY')).not.toBeInTheDocument();
        expect(field('Start date')).toHaveValue('8/12/2099');
        await submit('Create Voucher');
        await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
        const { data } = (
            create.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }]
        )[1];
        expect(data.validityStartDate).toBe(dayjs('2099-12-08').startOf('day').toISOString());
        expect(data.validityEndDate).toBe(dayjs('2099-12-31').endOf('day').toISOString());
    });
});
