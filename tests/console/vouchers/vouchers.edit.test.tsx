import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Voucher } from '../../../contract';
import VoucherEdit from '../../../src/resources/vouchers/VoucherEdit';
import { voucher } from '../customers/customersFixtures';
import { pickerOf } from '../localDates';
import { renderWithAdmin } from '../render';
import { field, fill, submit, toggle } from './vouchers.form';

// jsdom does not scroll; the form scrolls to its top when it opens.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

const loaded: Voucher = voucher({
    id: 'v7',
    name: 'Birthday treat',
    code: 'POS-BDAY',
    type: 'FIXED',
    discountValue: 8,
    minimumPurchaseAmount: 25,
    usageLimit: 100,
    imageURL: '/uploads/bday.png',
});

const renderEdit = (provider: Partial<Record<keyof DataProvider, unknown>> = {}) => {
    const onLocation = vi.fn();
    const dataProvider = {
        getOne: vi.fn(async () => ({ data: loaded })),
        update: vi.fn(async () => ({ data: loaded })),
        delete: vi.fn(async () => ({ data: loaded })),
        ...provider,
    };
    renderWithAdmin(<VoucherEdit />, {
        dataProvider: dataProvider as unknown as DataProvider,
        path: '/voucher/v7',
        route: '/voucher/:id',
        resource: 'vouchers',
        onLocation,
    });
    return { dataProvider, onLocation };
};

const wentTo = (onLocation: ReturnType<typeof vi.fn>, pathname: string) =>
    waitFor(() =>
        expect(onLocation).toHaveBeenLastCalledWith(expect.objectContaining({ pathname }))
    );

describe('Edit voucher form', { timeout: 30_000 }, () => {
    it('shows a spinner while the voucher loads, then its values', async () => {
        let answer: (value: { data: Voucher }) => void = () => undefined;
        const getOne = vi.fn(() => new Promise<{ data: Voucher }>(resolve => (answer = resolve)));
        renderEdit({ getOne });
        expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
        answer({ data: loaded });
        await waitFor(() => expect(field('Name')).toHaveValue('Birthday treat'));
        expect(getOne).toHaveBeenCalledWith('vouchers', expect.objectContaining({ id: 'v7' }));
        expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
        expect(screen.getByRole('radio', { name: 'Fixed amount' })).toBeChecked();
        expect(toggle('Minimum purchase')).toBeChecked();
        expect(field('Minimum purchase amount (MYR)')).toHaveValue(25);
        expect(screen.getByRole('img', { name: 'Birthday treat' })).toHaveAttribute(
            'src',
            '/uploads/bday.png'
        );
    });

    it("says 'Failed to fetch voucher details' when the voucher cannot be loaded", async () => {
        const { onLocation } = renderEdit({
            getOne: vi.fn(async () => Promise.reject(new Error('Not found'))),
        });
        expect(await screen.findByText('Failed to fetch voucher details')).toBeInTheDocument();
        await wentTo(onLocation, '/vouchers');
    });

    it('reverts every change to the loaded values', async () => {
        renderEdit();
        await waitFor(() => expect(field('Name')).toHaveValue('Birthday treat'));
        fill('Name', 'Changed');
        fill('Usage limit', '5');
        fireEvent.click(toggle('Minimum purchase'));
        fireEvent.click(screen.getByRole('radio', { name: 'Percentage' }));
        fireEvent.click(screen.getByRole('button', { name: 'Revert to Original' }));
        await waitFor(() => expect(field('Name')).toHaveValue('Birthday treat'));
        expect(field('Usage limit')).toHaveValue(100);
        expect(toggle('Minimum purchase')).toBeChecked();
        expect(screen.getByRole('radio', { name: 'Fixed amount' })).toBeChecked();
    });

    it("saves with 'Saving...' on a disabled button, then goes back to the list", async () => {
        let finish: (value: { data: Voucher }) => void = () => undefined;
        const update = vi.fn(() => new Promise<{ data: Voucher }>(resolve => (finish = resolve)));
        const { onLocation } = renderEdit({ update });
        await waitFor(() => expect(field('Name')).toHaveValue('Birthday treat'));
        fill('Name', 'Birthday treat 2');
        await submit('Save Changes');
        const button = await screen.findByRole('button', { name: 'Saving...' });
        expect(button).toBeDisabled();
        const [, params] = update.mock.calls[0] as unknown as [
            string,
            { id: string; data: Record<string, unknown> },
        ];
        expect(params.id).toBe('v7');
        expect(params.data).toMatchObject({
            name: 'Birthday treat 2',
            minimumPurchaseAmount: 25,
            type: 'FIXED',
        });
        expect(params.data).not.toHaveProperty('hasMinimumPurchase');
        finish({ data: loaded });
        expect(await screen.findByText('Voucher updated successfully')).toBeInTheDocument();
        await wentTo(onLocation, '/vouchers');
    });

    it("puts the server's field errors on their fields and shows its message", async () => {
        const update = vi.fn(async () =>
            Promise.reject(
                new HttpError('Code already exists', 409, {
                    message: 'Code already exists',
                    errors: { code: 'This POS code is taken' },
                })
            )
        );
        renderEdit({ update });
        await waitFor(() => expect(field('Name')).toHaveValue('Birthday treat'));
        await submit('Save Changes');
        expect(await screen.findByText('Code already exists')).toBeInTheDocument();
        expect(await screen.findByText('This POS code is taken')).toBeInTheDocument();
    });

    it('asks for confirmation with the spec texts before deleting', async () => {
        const { dataProvider, onLocation } = renderEdit();
        await waitFor(() => expect(field('Name')).toHaveValue('Birthday treat'));
        fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
        expect(
            within(dialog).getByText(
                'This action cannot be undone. This will permanently delete the voucher and remove it from our servers.'
            )
        ).toBeInTheDocument();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(dataProvider.delete).not.toHaveBeenCalled();

        fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
        fireEvent.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' })
        );
        await waitFor(() =>
            expect(dataProvider.delete).toHaveBeenCalledWith(
                'vouchers',
                expect.objectContaining({ id: 'v7' })
            )
        );
        expect(await screen.findByText('Voucher deleted successfully')).toBeInTheDocument();
        await wentTo(onLocation, '/vouchers');
    });

    it("says 'Failed to delete voucher' when deleting fails", async () => {
        renderEdit({ delete: vi.fn(async () => Promise.reject(new Error('nope'))) });
        await waitFor(() => expect(field('Name')).toHaveValue('Birthday treat'));
        fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
        fireEvent.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' })
        );
        expect(await screen.findByText('Failed to delete voucher')).toBeInTheDocument();
    });

    it('goes back to the list on Cancel', async () => {
        const { onLocation } = renderEdit();
        await waitFor(() => expect(field('Name')).toHaveValue('Birthday treat'));
        fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        await wentTo(onLocation, '/vouchers');
    });
});

describe('Edit voucher dates', { timeout: 30_000 }, () => {
    it('keeps a running voucher saveable: its original start is the lower bound', async () => {
        const started = dayjs().subtract(10, 'day');
        const running = voucher({
            ...loaded,
            validityType: 'DATE_RANGE',
            validityStartDate: started.startOf('day').toISOString(),
            validityEndDate: dayjs().add(10, 'day').endOf('day').toISOString(),
        });
        const { dataProvider } = renderEdit({ getOne: vi.fn(async () => ({ data: running })) });
        await waitFor(() => expect(field('Start date')).toHaveValue(started.format('DD/MM/YYYY')));
        expect(pickerOf(field('Start date'))).toHaveAttribute('min', started.format('YYYY-MM-DD'));
        expect(pickerOf(field('End date'))).toHaveAttribute('min', started.format('YYYY-MM-DD'));
        await submit('Save Changes');
        await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
        const [, params] = dataProvider.update.mock.calls[0] as unknown as [
            string,
            { data: Record<string, unknown> },
        ];
        expect(params.data.validityStartDate).toBe(running.validityStartDate);
    });
});
