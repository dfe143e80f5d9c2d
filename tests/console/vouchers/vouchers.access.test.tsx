import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Permission, permissions } from '../../../contract/permissions';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { sampleVouchers } from './vouchers.fixtures';

setUpApi();

const SLOW = { timeout: 10_000 };
const [voucher] = sampleVouchers;

/** Signed in with every flag but `withheld`, as the server signs them into the token. */
const serveVouchers = (withheld?: Permission) =>
    server.use(
        refreshHandler(makeToken({ permissions: permissions.filter(name => name !== withheld) })),
        http.get('/v1/i/vouchers', () => HttpResponse.json({ vouchers: sampleVouchers })),
        http.get(`/v1/i/vouchers/${voucher.id}`, () => HttpResponse.json({ voucher }))
    );

describe('access to voucher writes', { timeout: 30_000 }, () => {
    it('staff with vouchers:write see the create button on the list, and save and delete on a voucher', async () => {
        serveVouchers();
        renderApp('/vouchers');
        expect(
            await screen.findByRole('link', { name: 'Create vouchers' }, SLOW)
        ).toBeInTheDocument();
        cleanup();
        renderApp(`/voucher/${voucher.id}`);
        expect(await screen.findByRole('button', { name: 'Delete' }, SLOW)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    });

    it('without vouchers:write: no create button, and no form with save or delete', async () => {
        serveVouchers('vouchers:write');
        renderApp('/vouchers');
        expect(await screen.findByText(voucher.name, {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Create vouchers' })).toBeNull();
        cleanup();
        // Typed or linked directly, the form is not offered: react-admin's access-denied page instead.
        renderApp(`/voucher/${voucher.id}`);
        expect(await screen.findByText('Access denied', {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    });
});
