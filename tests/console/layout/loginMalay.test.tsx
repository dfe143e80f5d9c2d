import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpResponse, http, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';

// Spec §8: the server's message is the login screen's general error. Our server's is shown in the console's
// language by its code; the provider's, which has no code, as it was sent.

setUpApi();

const SLOW = { timeout: 10_000 };
const ENGLISH = 'Too many failed login attempts. Please try again later.';
const MALAY = 'Terlalu banyak percubaan log masuk yang gagal. Sila cuba lagi kemudian.';

const refusedLogin = async (body: object) => {
    localStorage.setItem('RaStore.locale', JSON.stringify('ms'));
    server.use(
        refreshHandler(null),
        http.post('/v1/i/auth/login', () => HttpResponse.json(body, { status: 429 }))
    );
    renderApp('/login');
    const submit = await screen.findByRole('button', { name: 'Log masuk' }, SLOW);
    fireEvent.change(screen.getByLabelText(/^Nama pengguna/), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText(/^Kata laluan/), { target: { value: 'x' } });
    fireEvent.click(submit);
    return screen.findByRole('alert', {}, SLOW);
};

describe('the login screen in Malay', { timeout: 30_000 }, () => {
    afterEach(() => localStorage.clear());

    it("shows our server's coded refusal in Malay", async () => {
        const alert = await refusedLogin({ message: ENGLISH, code: 'login_attempts', params: {} });
        expect(alert).toHaveTextContent(MALAY);
        expect(alert).not.toHaveTextContent(ENGLISH);
    });

    it("shows the provider's message, which has no code, as it was sent", async () => {
        expect(await refusedLogin({ message: ENGLISH })).toHaveTextContent(ENGLISH);
    });
});
