import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '../../../../contract/permissions';
import { HttpResponse, http, server, setUpApi } from '../../api';
import { renderApp } from '../../app';
import { assignable, entry, serveCustomer } from '../customersApi';
import { voucher } from '../customersFixtures';

vi.setConfig({ testTimeout: 30_000 });
setUpApi();
const SLOW = { timeout: 10_000 };

const tehTarik = assignable({
    voucher: voucher({
        id: 'v5',
        name: 'Free Teh Tarik',
        code: 'POS-TEH',
        pointsRequired: 50,
        perCustomerLimit: 2,
        usageLimit: 100,
    }),
    issuedCount: 40,
    copiesLeft: 60,
});
const expired = assignable({
    voucher: voucher({ id: 'v6', name: 'Old Promo', status: 'expired' }),
    assignable: false,
    reason: 'This voucher has expired',
});
const exhausted = assignable({
    voucher: voucher({ id: 'v7', name: 'Launch Gift', usageLimit: 100 }),
    issuedCount: 100,
    copiesLeft: 0,
    assignable: false,
    reason: 'This voucher has no copies left (100 of 100 issued)',
});

const openPicker = async () => {
    renderApp('/customer/c1/vouchers');
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Voucher' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Voucher' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Voucher' }));
    await screen.findByRole('option', { name: /^Free Teh Tarik/ }, SLOW);
    return dialog;
};

const serveAssign = (status = 201, body: object = { data: { customerVoucherIds: ['cv9'] } }) => {
    const api = serveCustomer({ balance: 60, assignables: [tehTarik, expired, exhausted] });
    server.use(
        http.post('/v1/i/vouchers/v5/users/assign', async ({ request }) => {
            await api.record(request);
            return HttpResponse.json(body, { status });
        })
    );
    return api;
};

describe('Assign dialog with the extensions', () => {
    it("shows each voucher's facts, disables the refused ones with the server's reason", async () => {
        serveAssign();
        await openPicker();
        const teh = screen.getByRole('option', { name: /^Free Teh Tarik/ });
        expect(teh).toHaveTextContent('Active · 50 points · 60 of 100 left · Max 2 per customer');
        expect(teh).not.toHaveAttribute('aria-disabled', 'true');
        const old = screen.getByRole('option', { name: /^Old Promo/ });
        expect(old).toHaveAttribute('aria-disabled', 'true');
        expect(old).toHaveTextContent('This voucher has expired');
        expect(screen.getByRole('option', { name: /^Launch Gift/ })).toHaveTextContent(
            'This voucher has no copies left (100 of 100 issued)'
        );
    });

    it('charges the points by default, with the balance beside, and toasts', async () => {
        const { calls } = serveAssign();
        const dialog = await openPicker();
        fireEvent.click(screen.getByRole('option', { name: /^Free Teh Tarik/ }));
        expect(within(dialog).getByRole('checkbox', { name: 'Charge 50 points' })).toBeChecked();
        expect(within(dialog).getByText('Balance: 60 points')).toBeVisible();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
        expect(
            await screen.findByText('Voucher assigned; 50 points charged', {}, SLOW)
        ).toBeVisible();
        expect(calls.find(call => call.method === 'POST')?.body).toEqual({
            users: ['c1'],
            chargePoints: true,
        });
    });

    it('sends no charge when unticked', async () => {
        const { calls } = serveAssign();
        const dialog = await openPicker();
        fireEvent.click(screen.getByRole('option', { name: /^Free Teh Tarik/ }));
        fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Charge 50 points' }));
        fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
        expect(await screen.findByText('Voucher assigned', {}, SLOW)).toBeVisible();
        expect(calls.find(call => call.method === 'POST')?.body).toEqual({ users: ['c1'] });
    });

    it("shows the server's message on a refusal and keeps the dialog", async () => {
        serveAssign(409, {
            message: 'This customer has 10 points; this voucher costs 50',
            errors: { chargePoints: 'This customer has 10 points; this voucher costs 50' },
        });
        const dialog = await openPicker();
        fireEvent.click(screen.getByRole('option', { name: /^Free Teh Tarik/ }));
        fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
        expect(
            await screen.findByText('This customer has 10 points; this voucher costs 50', {}, SLOW)
        ).toBeVisible();
        expect(screen.getByRole('dialog', { name: 'Assign Voucher' })).toBeVisible();
    });
});

describe('Customer screens for a user without customers:write', () => {
    it('hide Edit profile, Adjust points, Reverse, Assign and Remove', async () => {
        serveCustomer({
            permissions: defaultPermissions('marketer'),
            entries: [entry({ id: 'e9', kind: 'adjustment', reason: 'Goodwill' })],
        });
        renderApp('/customer/c1');
        expect(await screen.findByText('Goodwill', {}, SLOW)).toBeVisible();
        expect(screen.getByText('alice@example.com')).toBeVisible();
        expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Adjust points' })).toBeNull();
        expect(screen.queryByRole('button', { name: /^Reverse/ })).toBeNull();
        fireEvent.click(screen.getByRole('link', { name: 'Manage Vouchers' }));
        expect(await screen.findByText('Free Latte', {}, SLOW)).toBeVisible();
        expect(screen.queryByRole('button', { name: 'Assign Voucher' })).toBeNull();
        expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    });
});
