import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server, setUpApi } from '../../api';
import { renderApp } from '../../app';
import { serveCustomer } from '../customersApi';

// Edit customer saves through its own call (profile/useCustomerEditActions.ts): a refusal's field errors still land under
// their inputs, in the console's language, and its message is the failure toast (spec §8).

vi.setConfig({ testTimeout: 30_000 });
setUpApi();
const SLOW = { timeout: 10_000 };

const ENGLISH = 'Please enter a phone number such as +60123456789 or 012-345 6789';
const MALAY = 'Sila masukkan nombor telefon seperti +60123456789 atau 012-345 6789';
const refusal = {
    message: ENGLISH,
    errors: { phoneNumber: ENGLISH },
    code: 'phone_invalid',
    params: {},
    fieldCodes: { phoneNumber: { code: 'phone_invalid', params: {} } },
};

/** Saves Edit customer in `locale` against a server that refuses it with `body`; the phone input. */
const refusedSave = async (locale: 'en' | 'ms', body: object) => {
    localStorage.setItem('RaStore.locale', JSON.stringify(locale));
    serveCustomer();
    server.use(http.patch('/v1/i/customer/c1', () => HttpResponse.json(body, { status: 400 })));
    renderApp('/customer/c1/edit');
    await screen.findByDisplayValue('Alice', {}, SLOW);
    const update = locale === 'ms' ? 'Kemas Kini Pelanggan' : 'Update Customer';
    fireEvent.click(await screen.findByRole('button', { name: update }, SLOW));
    const phone = screen.getByLabelText(locale === 'ms' ? /^Nombor Telefon/ : /^Phone Number/);
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'), SLOW);
    return phone;
};

const helperOf = (input: HTMLElement) =>
    input.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root');

describe("Edit customer: the server's field errors", () => {
    afterEach(() => localStorage.clear());

    it('shows a coded field error under its input and in the toast, in Malay', async () => {
        const phone = await refusedSave('ms', refusal);
        expect(helperOf(phone)).toHaveTextContent(MALAY);
        const toast = (await screen.findByText('Ralat', {}, SLOW)).closest('li') as HTMLElement;
        expect(within(toast).getByText(MALAY)).toBeVisible();
        expect(screen.queryByText(ENGLISH)).toBeNull();
        expect(window.location.pathname).toBe('/customer/c1/edit');
    });

    it("shows the provider's field error, which has no code, as it was sent", async () => {
        const phone = await refusedSave('en', {
            message: ENGLISH,
            errors: { phoneNumber: ENGLISH },
        });
        expect(helperOf(phone)).toHaveTextContent(ENGLISH);
        const toast = (await screen.findByText('Error', {}, SLOW)).closest('li') as HTMLElement;
        expect(within(toast).getByText(ENGLISH)).toBeVisible();
    });
});
