import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '../../../contract';
import { setToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, offerExtensions, server, setUpApi } from '../api';
import { renderApp } from '../app';

// react-admin's own failure toasts (here its delete button on a staff user's details, which passes no onError)
// show `error.message`: our server's coded refusal in the console's language, the provider's as sent.

vi.setConfig({ testTimeout: 30_000 });
setUpApi();
const SLOW = { timeout: 10_000 };

const ENGLISH = 'The last active Admin cannot be deleted; make another user an active Admin first';
const MALAY = 'Admin aktif terakhir tidak boleh dipadam; jadikan pengguna lain Admin aktif dahulu';
const admin: StaffUser = {
    id: '1',
    username: 'admin',
    email: 'admin@example.com',
    name: 'Aishah Admin',
    phone: null,
    location: null,
    joiningDate: '2024-01-02',
    role: 'admin',
    status: 'active',
    permissions: [],
    notes: null,
    passwordChangedAt: null,
    createdAt: '2024-01-02T00:00:00.000Z',
};

/** Deletes the last admin on a Malay screen, against a server that refuses with `body`; the toast. */
const refusedDelete = async (body: object) => {
    localStorage.setItem('RaStore.locale', JSON.stringify('ms'));
    setToken(makeToken());
    offerExtensions(['paging', 'staff-users']);
    server.use(
        http.get('/v1/i/staff-users/1', () => HttpResponse.json({ user: admin })),
        http.delete('/v1/i/staff-users/1', () => HttpResponse.json(body, { status: 409 }))
    );
    renderApp('/user/1');
    await screen.findByDisplayValue('Aishah Admin', {}, SLOW);
    await userEvent.click(await screen.findByRole('button', { name: 'Padam' }, SLOW));
    const confirm = within(await screen.findByRole('dialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Sahkan' }));
    return screen.findByText('Ralat', {}, SLOW);
};

describe("react-admin's own failure toasts", () => {
    afterEach(() => localStorage.clear());

    it("show our server's coded refusal in Malay", async () => {
        await refusedDelete({ message: ENGLISH, code: 'last_admin_deleted', params: {} });
        expect(await screen.findByText(MALAY, {}, SLOW)).toBeVisible();
        expect(screen.queryByText(ENGLISH)).toBeNull();
        expect(screen.queryByText(/@@react-admin@@|app\.errors/)).toBeNull();
    });

    it('show the English message for a code the console does not know', async () => {
        await refusedDelete({ message: ENGLISH, code: 'something_new', params: {} });
        expect(await screen.findByText(ENGLISH, {}, SLOW)).toBeVisible();
    });

    it("show the provider's refusal, which has no code, as it was sent", async () => {
        await refusedDelete({ message: ENGLISH });
        expect(await screen.findByText(ENGLISH, {}, SLOW)).toBeVisible();
    });
});
