import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import VoucherCreate from '../../../src/resources/vouchers/VoucherCreate';
import { pickerOf } from '../localDates';
import { renderWithAdmin } from '../render';
import { chooseRadio, expectMissing, field, fill, submit, toggle } from './vouchers.form';

// jsdom does not scroll; the form scrolls to its top when it opens.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

const renderCreate = (create = vi.fn(async () => ({ data: { id: 'new' } }))) => {
    const onLocation = vi.fn();
    renderWithAdmin(<VoucherCreate />, {
        dataProvider: { create } as unknown as DataProvider,
        path: '/voucher/create',
        route: '/voucher/create',
        resource: 'vouchers',
        onLocation,
    });
    return { create, onLocation };
};

describe('Create voucher form', { timeout: 60_000 }, () => {
    it('shows the five sections and the defaults of a new voucher', async () => {
        renderCreate();
        for (const section of [
            'Basic Details',
            'Validity Period',
            'Usage Limits',
            'Purchase Requirements',
            'Other',
        ]) {
            expect(await screen.findByRole('heading', { name: section })).toBeInTheDocument();
        }
        expect(screen.getByRole('radio', { name: 'Percentage' })).toBeChecked();
        expect(screen.getByRole('radio', { name: 'Unlimited' })).toBeChecked();
        expect(toggle('Public')).toBeChecked();
        expect(toggle('Can be whitelisted')).not.toBeChecked();
        expect(toggle('Minimum purchase')).not.toBeChecked();
        expect(field('Points required')).toHaveValue(0);
        chooseRadio('Duration');
        expect(await screen.findByRole('combobox', { name: 'Unit' })).toHaveTextContent('Days');
        expect(
            screen.queryByRole('button', { name: 'Revert to Original' })
        ).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    });

    it('checks the submit rules in the order of the spec', async () => {
        const { create, onLocation } = renderCreate();
        await screen.findByRole('heading', { name: 'Basic Details' });
        await submit('Create Voucher');
        await expectMissing('Please enter a voucher name');
        fill('Name', 'Weekend treat');
        await submit('Create Voucher');
        await expectMissing('Please enter a discount value');
        fill('Discount value', '15');
        chooseRadio('Date range');
        await submit('Create Voucher');
        await expectMissing('Please select start date');
        chooseRadio('Duration');
        await submit('Create Voucher');
        await expectMissing('Please enter duration and select unit');
        fill('Valid for', '7');
        fireEvent.click(toggle('Minimum purchase'));
        await submit('Create Voucher');
        await expectMissing('Please enter the minimum purchase amount');
        fill('Minimum purchase amount (MYR)', '30');
        chooseRadio('Product');
        await submit('Create Voucher');
        await expectMissing('Please enter the product name and original price');
        fill('Product name', 'Latte');
        fill('Original price (MYR)', '12');
        await submit('Create Voucher');
        await expectMissing('Please enter the POS code');
        expect(create).not.toHaveBeenCalled();

        fill('POS code', 'POS-LATTE');
        await submit('Create Voucher');
        await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
        const { data } = (
            create.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }]
        )[1];
        expect(data).toMatchObject({
            name: 'Weekend treat',
            code: 'POS-LATTE',
            type: 'PRODUCT',
            discountValue: null,
            discountItemName: 'Latte',
            discountItemOriginalPrice: 12,
            validityType: 'DURATION',
            validityDuration: 7,
            validityUnit: 'days',
            minimumPurchaseAmount: 30,
            isPublic: true,
            pointsRequired: 0,
        });
        expect(data).not.toHaveProperty('hasMinimumPurchase');
        expect(await screen.findByText('Voucher created successfully')).toBeInTheDocument();
        await waitFor(() =>
            expect(onLocation).toHaveBeenLastCalledWith(
                expect.objectContaining({ pathname: '/vouchers' })
            )
        );
    });

    it('drops the minimum purchase amount once the switch is off', async () => {
        const { create } = renderCreate();
        fill('Name', 'Plain');
        fill('POS code', 'POS-PLAIN');
        fill('Discount value', '5');
        fireEvent.click(toggle('Minimum purchase'));
        fill('Minimum purchase amount (MYR)', '30');
        fireEvent.click(toggle('Minimum purchase'));
        await submit('Create Voucher');
        await waitFor(() => expect(create).toHaveBeenCalled());
        const { data } = (
            create.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }]
        )[1];
        // Empty rather than absent: on PATCH an absent field would keep the stored amount.
        expect(data.minimumPurchaseAmount).toBe('');
        expect(data.usageLimit).toBe('');
        expect(data.validityStartDate).toBeNull();
    });

    it('offers the spec bounds on the inputs', async () => {
        renderCreate();
        await screen.findByRole('heading', { name: 'Basic Details' });
        expect(field('Discount value')).toHaveAttribute('min', '0');
        expect(field('Discount value')).toHaveAttribute('step', '1');
        chooseRadio('Fixed amount');
        await waitFor(() => expect(field('Discount value')).toHaveAttribute('step', '0.01'));
        expect(field('Points required')).toHaveAttribute('min', '0');
        expect(field('Points required')).toHaveAttribute('step', '1');
        expect(field('Usage limit')).toHaveAttribute('min', '1');
        expect(field('Per-customer limit')).toHaveAttribute('min', '1');
        chooseRadio('Duration');
        await screen.findByRole('combobox', { name: 'Unit' });
        expect(field('Valid for')).toHaveAttribute('min', '1');
        fireEvent.click(toggle('Minimum purchase'));
        expect(field('Minimum purchase amount (MYR)')).toHaveAttribute('min', '0.01');
        chooseRadio('Date range');
        const today = dayjs().format('YYYY-MM-DD');
        expect(pickerOf(await screen.findByLabelText('Start date'))).toHaveAttribute('min', today);
        expect(pickerOf(field('End date'))).toHaveAttribute('min', today);
        const inTenDays = dayjs().add(10, 'day');
        fireEvent.change(field('Start date'), {
            target: { value: inTenDays.format('DD/MM/YYYY') },
        });
        await waitFor(() =>
            expect(pickerOf(field('End date'))).toHaveAttribute(
                'min',
                inTenDays.format('YYYY-MM-DD')
            )
        );
        const image = document.querySelector('input[type="file"]') as HTMLInputElement;
        expect(image.accept.split(',').sort()).toEqual([
            '.jpeg',
            '.jpg',
            '.png',
            'image/jpeg',
            'image/png',
        ]);
    });

    it('checks the bounds again on submit', async () => {
        const { create } = renderCreate();
        fill('Name', 'Bounded');
        fill('POS code', 'POS-B');
        fill('Discount value', '-1');
        fill('Points required', '-5');
        fill('Usage limit', '0');
        chooseRadio('Date range');
        const yesterday = dayjs().subtract(1, 'day');
        fireEvent.change(await screen.findByLabelText('Start date'), {
            target: { value: dayjs().add(3, 'day').format('DD/MM/YYYY') },
        });
        fireEvent.change(field('End date'), { target: { value: yesterday.format('DD/MM/YYYY') } });
        await submit('Create Voucher');
        expect(await screen.findAllByText('Must be at least 0')).toHaveLength(2);
        expect(screen.getByText('Must be at least 1')).toBeInTheDocument();
        expect(
            screen.getByText(
                `The end date cannot be before ${dayjs().add(3, 'day').format('DD MMM YYYY')}`
            )
        ).toBeInTheDocument();
        fireEvent.change(field('Start date'), {
            target: { value: yesterday.format('DD/MM/YYYY') },
        });
        await submit('Create Voucher');
        expect(
            await screen.findByText(
                `The start date cannot be before ${dayjs().format('DD MMM YYYY')}`
            )
        ).toBeInTheDocument();
        expect(create).not.toHaveBeenCalled();
    });

    it("reads 'Creating...' and is disabled while the voucher is created", async () => {
        let finish: (value: { data: { id: string } }) => void = () => undefined;
        const create = vi.fn(
            () => new Promise<{ data: { id: string } }>(resolve => (finish = resolve))
        );
        renderCreate(create);
        fill('Name', 'Slow');
        fill('POS code', 'POS-S');
        fill('Discount value', '5');
        await submit('Create Voucher');
        const button = await screen.findByRole('button', { name: 'Creating...' });
        expect(button).toBeDisabled();
        finish({ data: { id: 'new' } });
        expect(await screen.findByText('Voucher created successfully')).toBeInTheDocument();
    });

    it("shows the server's message, or 'Failed to save voucher', when creating fails", async () => {
        const create = vi
            .fn()
            .mockRejectedValueOnce(
                new HttpError('Code already exists', 409, { message: 'Code already exists' })
            )
            .mockRejectedValueOnce(new Error(''));
        renderCreate(create);
        fill('Name', 'Dup');
        fill('POS code', 'POS-D');
        fill('Discount value', '5');
        await submit('Create Voucher');
        expect(await screen.findByText('Code already exists')).toBeInTheDocument();
        expect(screen.getByText('Error')).toBeInTheDocument();
        await submit('Create Voucher');
        expect(await screen.findByText('Failed to save voucher')).toBeInTheDocument();
    });
});
