import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';

setUpApi();

const SLOW = { timeout: 10_000 };
const INVALID = 'Invalid username or password';

const openLogin = async () => {
    server.use(refreshHandler(null));
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' }, SLOW);
    return {
        username: screen.getByLabelText(/^Username/) as HTMLInputElement,
        password: screen.getByLabelText(/^Password/) as HTMLInputElement,
        submit: () => fireEvent.click(screen.getByRole('button', { name: 'Login' })),
    };
};

const loginAnswers = (response: () => Response | Promise<Response>) => {
    const seen: Request[] = [];
    server.use(
        http.post('/v1/i/auth/login', async ({ request }) => {
            seen.push(request.clone());
            return response();
        })
    );
    return seen;
};

describe('login screen (spec §2, §5, §8)', { timeout: 30_000 }, () => {
    it('requires both fields and sends nothing without them', async () => {
        const seen = loginAnswers(() => HttpResponse.json({ token: makeToken() }));
        const form = await openLogin();
        form.submit();
        expect(await screen.findAllByText('Required', {}, SLOW)).toHaveLength(2);
        fireEvent.change(form.username, { target: { value: 'admin' } });
        form.submit();
        expect(await screen.findAllByText('Required', {}, SLOW)).toHaveLength(1);
        expect(seen).toHaveLength(0);
    });

    it("reads 'Logging in...' while the request runs, then goes to / with the greeting", async () => {
        let answer: (response: Response) => void = () => undefined;
        const seen = loginAnswers(() => new Promise<Response>(resolve => (answer = resolve)));
        const form = await openLogin();
        fireEvent.change(form.username, { target: { value: 'admin' } });
        fireEvent.change(form.password, { target: { value: 'correct horse' } });
        form.submit();
        expect(await screen.findByRole('button', { name: 'Logging in...' }, SLOW)).toBeDisabled();
        answer(HttpResponse.json({ token: makeToken({ username: 'admin' }) }));
        expect(await screen.findByText('Hi, admin', {}, SLOW)).toBeInTheDocument();
        expect(window.location.pathname).toBe('/');
        expect(await seen[0].json()).toEqual({ username: 'admin', password: 'correct horse' });
    });

    it('a 401 without a message marks both fields; editing a field clears its own error', async () => {
        loginAnswers(() => HttpResponse.json({}, { status: 401 }));
        const form = await openLogin();
        fireEvent.change(form.username, { target: { value: 'admin' } });
        fireEvent.change(form.password, { target: { value: 'wrong' } });
        form.submit();
        expect(await screen.findAllByText(INVALID, {}, SLOW)).toHaveLength(2);
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
        fireEvent.change(form.password, { target: { value: 'wrong again' } });
        expect(screen.getAllByText(INVALID)).toHaveLength(1);
        expect(form.username).toHaveAttribute('aria-invalid', 'true');
        expect(form.password).toHaveAttribute('aria-invalid', 'false');
    });

    it("shows the server's message as a general error", async () => {
        loginAnswers(() =>
            HttpResponse.json({ message: 'Too many attempts, try again later' }, { status: 429 })
        );
        const form = await openLogin();
        fireEvent.change(form.username, { target: { value: 'admin' } });
        fireEvent.change(form.password, { target: { value: 'x' } });
        form.submit();
        expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
            'Too many attempts, try again later'
        );
        expect(screen.queryByText(INVALID)).toBeNull();
    });

    it('any other failure shows the unexpected error', async () => {
        loginAnswers(() => new HttpResponse(null, { status: 502 }));
        const form = await openLogin();
        fireEvent.change(form.username, { target: { value: 'admin' } });
        fireEvent.change(form.password, { target: { value: 'x' } });
        form.submit();
        expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
            'An unexpected error occurred. Please try again.'
        );
    });

    it('the password has a show/hide toggle', async () => {
        const form = await openLogin();
        expect(form.password).toHaveAttribute('type', 'password');
        fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
        await waitFor(() => expect(form.password).toHaveAttribute('type', 'text'), SLOW);
        fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
        await waitFor(() => expect(form.password).toHaveAttribute('type', 'password'), SLOW);
    });
});
