import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type DataProvider, Form, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { FocusFirstError } from '../../../src/components/FocusFirstError';
import VoucherCreate from '../../../src/resources/vouchers/VoucherCreate';
import { renderWithAdmin } from '../render';
import { expectMissing, field, fill, submit } from '../vouchers/vouchers.form';

// Errors on the field: the spec's toast stays, the fields in error are marked, and the first
// one takes the focus.

vi.setConfig({ testTimeout: 30_000 });
// jsdom does not scroll; the voucher form scrolls to its top when it opens.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

describe('focus on the first field in error', () => {
    it('marks the empty voucher form and focuses Name, then the next rule that fails', async () => {
        const create = vi.fn();
        renderWithAdmin(<VoucherCreate />, {
            dataProvider: { create } as unknown as DataProvider,
            path: '/voucher/create',
            route: '/voucher/create',
            resource: 'vouchers',
        });
        await screen.findByRole('heading', { name: 'Basic Details' });
        await submit('Create Voucher');
        await expectMissing('Please enter a voucher name');
        await waitFor(() => expect(field('Name')).toHaveFocus());
        expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
        expect(field('Name')).toHaveAccessibleDescription('Please enter a voucher name');
        expect(field('POS code')).toHaveAttribute('aria-invalid', 'true');
        expect(field('Description')).toHaveAttribute('aria-invalid', 'false');

        fill('Name', 'Weekend treat');
        await submit('Create Voucher');
        await expectMissing('Please enter a discount value');
        await waitFor(() => expect(field('Discount value')).toHaveFocus());
        expect(field('Name')).toHaveAttribute('aria-invalid', 'false');
        expect(create).not.toHaveBeenCalled();
    });

    it('focuses the first of the errors a submit returns, nested ones too, which react-hook-form leaves', async () => {
        const onSubmit = vi.fn(() => ({
            address: { city: 'Please enter a city' },
            phone: 'Please enter a phone number',
        }));
        renderWithAdmin(
            <Form onSubmit={onSubmit}>
                <FocusFirstError />
                <TextInput source="name" />
                <TextInput source="phone" />
                <TextInput source="address.city" label="City" />
                <button type="submit">Save</button>
            </Form>,
            { resource: 'customers' }
        );
        const city = await screen.findByLabelText('City');
        await act(async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        });
        await waitFor(() => expect(city).toHaveFocus());
        expect(city).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByText('Please enter a phone number')).toBeInTheDocument();
    });

    it('leaves the focus alone after a submit without errors', async () => {
        renderWithAdmin(
            <Form onSubmit={() => undefined}>
                <FocusFirstError />
                <TextInput source="name" />
                <button type="submit">Save</button>
            </Form>,
            { resource: 'customers' }
        );
        const save = await screen.findByRole('button', { name: 'Save' });
        save.focus();
        await act(async () => {
            fireEvent.click(save);
        });
        expect(save).toHaveFocus();
    });
});
