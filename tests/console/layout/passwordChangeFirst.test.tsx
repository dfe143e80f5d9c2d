import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';

vi.setConfig({ testTimeout: 60_000 });
setUpApi();

const SLOW = { timeout: 25_000 };

// A demo account at its first sign-in: its token says it must change its password, and the console shows that
// change alone (the server refuses everything else), then the shell once the password is changed.
describe('a session held to its own password change', () => {
    it('shows the change alone, then the shell once the password changed', async () => {
        const claims = { sub: '2', username: 'manager', role: 'manager' as const };
        setToken(makeToken({ ...claims, mustChangePassword: true }));
        const paths: string[] = [];
        server.events.on('request:start', ({ request }) => {
            paths.push(new URL(request.url).pathname);
        });
        server.use(
            refreshHandler(makeToken(claims)),
            http.post('/v1/i/auth/password', () =>
                HttpResponse.json({ message: 'Password changed' })
            )
        );
        renderApp('/');
        expect(
            await screen.findByRole('heading', { name: 'Choose your own password' }, SLOW)
        ).toBeVisible();
        expect(screen.queryByRole('navigation')).toBeNull();
        expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
        expect(paths).toEqual([]);

        await userEvent.type(screen.getByLabelText('Current password'), 'Teh-Tarik#2026');
        await userEvent.type(screen.getByLabelText('New password'), 'Own-Choice#2026x');
        await userEvent.type(screen.getByLabelText('Confirm new password'), 'Own-Choice#2026x');
        await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
        expect(await screen.findByRole('navigation', {}, SLOW)).toBeVisible();
        await waitFor(() =>
            expect(screen.queryByRole('heading', { name: 'Choose your own password' })).toBeNull()
        );
        expect(paths.slice(0, 2)).toEqual(['/v1/i/auth/password', '/v1/i/auth/token/refresh']);
        server.events.removeAllListeners('request:start');
    });
});
