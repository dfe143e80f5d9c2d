import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server, setUpApi } from '../../api';
import { renderApp } from '../../app';
import { entry, serveCustomer } from '../customersApi';

vi.setConfig({ testTimeout: 30_000 });
setUpApi();
const SLOW = { timeout: 10_000 };

const manual = entry({
    id: 'e2',
    kind: 'adjustment',
    reason: 'Goodwill',
    pointsChange: 50,
    createdAt: '2026-03-01T09:00:00Z',
    staff: { id: 's1', username: 'clerk.amy' },
});
const reversed = entry({ id: 'e3', reason: 'Old bonus', reversedBy: 'e4' });
const reversal = entry({ id: 'e4', kind: 'reversal', reason: 'Wrong', reverses: 'e3' });

const recentCard = async () => {
    renderApp('/customer/c1');
    return screen.findByRole('region', { name: 'Recent Points Transactions' }, SLOW);
};

describe('Points ledger on the customer details', () => {
    it('lists the ledger with who made manual entries, Reverse only where it can be', async () => {
        serveCustomer({ entries: [manual, reversed, reversal] });
        const card = await recentCard();
        expect(await within(card).findByText(/by clerk\.amy/, {}, SLOW)).toBeVisible();
        expect(
            within(card).getByRole('button', { name: 'Reverse +50 points: Goodwill' })
        ).toBeVisible();
        expect(within(card).getAllByRole('button', { name: /^Reverse/ })).toHaveLength(1);
    });

    it('adjusts points: checks the amount and reason, posts them, toasts', async () => {
        const { calls, record } = serveCustomer({ balance: 40 });
        server.use(
            http.post('/v1/i/customers/c1/points', async ({ request }) => {
                await record(request);
                return HttpResponse.json({ entry: manual, balance: 90 }, { status: 201 });
            })
        );
        await recentCard();
        fireEvent.click(await screen.findByRole('button', { name: 'Adjust points' }, SLOW));
        const dialog = await screen.findByRole('dialog', { name: 'Adjust points' });
        const amount = within(dialog).getByLabelText(/^Points/);
        fireEvent.change(amount, { target: { value: '-50' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
        expect(
            within(dialog).getByText('Insufficient points: the balance cannot go below 0')
        ).toBeVisible();
        expect(within(dialog).getByText('Please enter a reason')).toBeVisible();
        fireEvent.change(amount, { target: { value: '50' } });
        fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
            target: { value: '  Goodwill  ' },
        });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
        expect(await screen.findByText('Points adjusted', {}, SLOW)).toBeVisible();
        const post = calls.find(call => call.method === 'POST');
        expect(post?.body).toEqual({ pointsChange: 50, reason: 'Goodwill' });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it("reverses an entry with a reason and shows the server's refusal", async () => {
        const { calls, record } = serveCustomer({ entries: [manual] });
        let refuse = false;
        server.use(
            http.post('/v1/i/customers/c1/points/e2/reverse', async ({ request }) => {
                await record(request);
                return refuse
                    ? HttpResponse.json(
                          { message: 'This entry has already been reversed' },
                          { status: 409 }
                      )
                    : HttpResponse.json({ entry: reversal, balance: 1200 }, { status: 201 });
            })
        );
        const card = await recentCard();
        const reverse = await within(card).findByRole('button', { name: /^Reverse/ }, SLOW);
        fireEvent.click(reverse);
        const dialog = await screen.findByRole('dialog', { name: 'Reverse this entry?' });
        fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
            target: { value: 'Entered twice' },
        });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
        expect(await screen.findByText('Entry reversed', {}, SLOW)).toBeVisible();
        expect(calls.find(call => call.method === 'POST')?.body).toEqual({
            reason: 'Entered twice',
        });
        refuse = true;
        fireEvent.click(await within(card).findByRole('button', { name: /^Reverse/ }, SLOW));
        const again = await screen.findByRole('dialog', { name: 'Reverse this entry?' });
        fireEvent.change(within(again).getByLabelText(/^Reason/), { target: { value: 'Again' } });
        fireEvent.click(within(again).getByRole('button', { name: 'Reverse' }));
        expect(
            await screen.findByText('This entry has already been reversed', {}, SLOW)
        ).toBeVisible();
        expect(screen.getByRole('dialog', { name: 'Reverse this entry?' })).toBeVisible();
    });

    it('shows the trail of the details answer and no ledger actions without the extension', async () => {
        const { calls } = serveCustomer({ extensions: ['paging'] });
        const card = await recentCard();
        expect(await within(card).findByText('Redeemed voucher', {}, SLOW)).toBeVisible();
        expect(screen.queryByRole('button', { name: 'Adjust points' })).toBeNull();
        expect(screen.queryByRole('button', { name: /^Reverse/ })).toBeNull();
        expect(calls).toEqual([]);
    });
});

describe('Points and transactions histories', () => {
    it('pages the real points history and sends the date range, the customer named', async () => {
        const { calls } = serveCustomer({ entries: [manual, reversed, reversal] });
        renderApp('/customer/c1/points');
        expect(
            await screen.findByRole('heading', { name: 'Points History: Alice Tan' }, SLOW)
        ).toBeVisible();
        // Who made the entry sits under its reason, so that the date keeps to one line.
        expect(screen.getByRole('cell', { name: /^Goodwill\s*by clerk\.amy$/ })).toBeVisible();
        expect(screen.queryByText('Sample data')).toBeNull();
        expect(calls[0].search).toBe('?page=1&perPage=25');
        // Typed as Malaysia writes a day, whatever the browser's locale.
        expect(screen.getByLabelText('From')).toHaveAttribute('placeholder', 'DD/MM/YYYY');
        fireEvent.change(screen.getByLabelText('From'), { target: { value: '1/3/2026' } });
        fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/03/2026' } });
        fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/02/2026' } });
        expect(screen.getByText('Enter the date as DD/MM/YYYY')).toBeVisible();
        fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/03/2026' } });
        await waitFor(() =>
            expect(calls.at(-1)?.search).toBe('?page=1&perPage=25&from=2026-03-01&to=2026-04-01')
        );
    });

    it('pages the transactions and says when a range holds nothing', async () => {
        const { calls } = serveCustomer();
        renderApp('/customer/c1/transactions');
        expect(
            await screen.findByRole('heading', { name: 'Transaction History: Alice Tan' }, SLOW)
        ).toBeVisible();
        expect(screen.getByText('1-25 of 30')).toBeVisible();
        fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
        await waitFor(() => expect(calls.at(-1)?.search).toBe('?page=2&perPage=25'));
        server.use(
            http.get('/v1/i/customers/c1/transactions', () =>
                HttpResponse.json({ transactions: [], total: 0 })
            )
        );
        fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/01/2020' } });
        expect(await screen.findByText('Nothing between these dates', {}, SLOW)).toBeVisible();
    });

    it('keeps the sample screens, with no history call, without the extension', async () => {
        const { calls } = serveCustomer({ extensions: ['paging'] });
        renderApp('/customer/c1/points');
        expect(await screen.findByRole('heading', { name: 'Points History' }, SLOW)).toBeVisible();
        expect(screen.getByText('Sample data')).toBeVisible();
        expect(calls).toEqual([]);
    });

    it('shows a reason the system wrote in Malay by its code, and a typed reason as typed', async () => {
        localStorage.setItem('RaStore.locale', JSON.stringify('ms'));
        const charge = entry({
            id: 'e5',
            kind: 'charge',
            reason: 'Voucher "Kopi Percuma" assigned',
            reasonCode: 'voucher_assigned',
            reasonParams: { voucher: 'Kopi Percuma' },
        });
        serveCustomer({ entries: [charge, manual] });
        renderApp('/customer/c1');
        expect(await screen.findByText('Baucar "Kopi Percuma" diberikan', {}, SLOW)).toBeVisible();
        expect(screen.getByText('Goodwill')).toBeVisible();
        expect(screen.queryByText(/assigned/)).toBeNull();
        localStorage.clear();
    });
});
