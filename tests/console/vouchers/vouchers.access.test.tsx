import { cleanup, fireEvent, screen } from '@testing-library/react';
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

    it('without vouchers:write: no create button; View Details opens the voucher read-only', async () => {
        serveVouchers('vouchers:write');
        renderApp('/vouchers');
        expect(await screen.findByText(voucher.name, {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Create vouchers' })).toBeNull();
        fireEvent.click(screen.getAllByRole('link', { name: 'View Details' })[0]);
        expect(
            await screen.findByText(
                'You can view this voucher; changing it needs Manage Vouchers.',
                {},
                SLOW
            )
        ).toBeVisible();
        expect(window.location.pathname).toBe(`/voucher/${voucher.id}`);
        expect(screen.queryByText('Access denied')).toBeNull();
        expect(screen.getByLabelText(/^Name/, { selector: 'input' })).toHaveValue(voucher.name);
        expect(screen.getByLabelText(/^Name/, { selector: 'input' })).toBeDisabled();
        expect(screen.getByRole('switch', { name: 'Public' })).toBeDisabled();
        expect(screen.getByRole('radio', { name: 'Percentage' })).toBeDisabled();
        for (const name of ['Delete', 'Save Changes', 'Revert to Original', 'Cancel']) {
            expect(screen.queryByRole('button', { name })).toBeNull();
        }
        expect(screen.getByRole('button', { name: 'Back to list' })).toBeVisible();
        cleanup();
        // The create form, typed directly, stays refused: there is nothing to read there.
        renderApp('/voucher/create');
        expect(await screen.findByText('Access denied', {}, SLOW)).toBeInTheDocument();
    });
});
