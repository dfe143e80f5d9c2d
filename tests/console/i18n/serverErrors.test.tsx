import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContextProvider, ValidationError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTranslatableFields } from '../../../src/api/serverErrors';
import { ms } from '../../../src/i18n/ms';
import { HttpResponse, http, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { serveCustomer } from '../customers/customersApi';

vi.setConfig({ testTimeout: 30_000 });
setUpApi();
const SLOW = { timeout: 10_000 };

const english = 'Please enter a phone number such as +60123456789 or 012-345 6789';
const malay = 'Sila masukkan nombor telefon seperti +60123456789 atau 012-345 6789';
const phoneRefused = { message: english, errors: { phoneNumber: english } };
const coded = {
    ...phoneRefused,
    code: 'phone_invalid',
    params: {},
    fieldCodes: { phoneNumber: { code: 'phone_invalid', params: {} } },
};

/** Edit customer in Malay, saved once against a server that refuses it with `body`; resolves to the toast. */
const refusedSave = async (body: object) => {
    localStorage.setItem('RaStore.locale', JSON.stringify('ms'));
    serveCustomer();
    server.use(http.patch('/v1/i/customer/c1', () => HttpResponse.json(body, { status: 400 })));
    renderApp('/customer/c1/edit');
    await screen.findByDisplayValue('Alice', {}, SLOW);
    fireEvent.click(await screen.findByRole('button', { name: /Kemas Kini Pelanggan/ }, SLOW));
    return screen.findByText('Ralat', {}, SLOW);
};

/** A field's server error as react-admin's inputs show it under the field, in Malay. */
const underTheField = (body: object) => {
    const errors = (withTranslatableFields(body) as { errors: Record<string, string> }).errors;
    const i18n = polyglotI18nProvider(() => ms, 'ms');
    render(
        <I18nContextProvider value={i18n}>
            <ValidationError error={errors.phoneNumber as string} />
        </I18nContextProvider>
    );
};

describe("the server's refusals in the console's language", () => {
    afterEach(() => localStorage.clear());

    it('toasts a coded refusal in Malay, with no English', async () => {
        await refusedSave(coded);
        // In the toast and under the field.
        expect((await screen.findAllByText(malay, {}, SLOW))[0]).toBeVisible();
        expect(screen.queryByText(english)).toBeNull();
    });

    it("toasts the provider's refusal, which has no code, as it was sent", async () => {
        await refusedSave(phoneRefused);
        expect((await screen.findAllByText(english, {}, SLOW))[0]).toBeVisible();
    });

    it('toasts the English message for a code the console does not know', async () => {
        await refusedSave({ ...coded, code: 'something_new' });
        expect((await screen.findAllByText(english, {}, SLOW))[0]).toBeVisible();
    });

    it("shows a field's coded error in Malay under the field, its params filled in", () => {
        underTheField(coded);
        expect(screen.getByText(malay)).toBeInTheDocument();
        underTheField({
            message: 'Insufficient points',
            errors: { phoneNumber: 'The balance is 40 points' },
            fieldCodes: { phoneNumber: { code: 'balance_is', params: { balance: '40' } } },
        });
        expect(screen.getByText('Baki ialah 40 mata')).toBeInTheDocument();
    });

    it("shows the provider's field error, which has no code, as it was sent", () => {
        underTheField(phoneRefused);
        expect(screen.getByText(english)).toBeInTheDocument();
    });
});
