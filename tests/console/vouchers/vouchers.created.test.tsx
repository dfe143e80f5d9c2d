import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Voucher } from '../../../contract';
import { defaultPermissions } from '../../../contract/permissions';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { voucher } from '../customers/customersFixtures';
import { fill, submit } from './vouchers.form';

// After a create the list shows the new voucher, though the list was left on Active and the server saved it
// Inactive (a start date ahead): the list opens on the status of the create answer, newest first; against
// the provider's API, whose create answer carries no voucher, on All Status.

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
setUpApi();
// react-admin keeps each list's filter and sort in localStorage: each test starts from the defaults.
beforeEach(() => localStorage.clear());
const SLOW = { timeout: 20_000 };

const older = Array.from({ length: 30 }, (_, index) =>
    voucher({ id: String(index + 1), name: `Older ${index + 1}`, code: `OLD-${index + 1}` })
);

/** Our paging server (`paged`) or the provider's plain array; the create answers with the voucher or not. */
const serve = (paged: boolean) => {
    const vouchers: Voucher[] = [...older];
    server.use(
        refreshHandler(
            makeToken({ permissions: defaultPermissions('admin') as never }),
            [],
            paged ? ['paging'] : undefined
        ),
        http.get('/v1/i/vouchers', ({ request }) => {
            if (!paged) return HttpResponse.json({ vouchers });
            const query = new URL(request.url).searchParams;
            const status = query.get('status');
            const order = query.get('order') === 'DESC' ? -1 : 1;
            const rows = vouchers
                .filter(one => !status || one.status === status)
                .sort((a, b) => (Number(a.id) - Number(b.id)) * order);
            const perPage = Number(query.get('perPage') ?? 25);
            const page = Number(query.get('page') ?? 1);
            return HttpResponse.json({
                vouchers: rows.slice((page - 1) * perPage, page * perPage),
                total: rows.length,
            });
        }),
        http.post('/v1/i/vouchers', () => {
            const created = voucher({
                id: '31',
                name: 'Next week treat',
                code: 'NEXT',
                status: 'inactive',
            });
            vouchers.push(created);
            return HttpResponse.json(paged ? { voucher: created } : {}, { status: 201 });
        })
    );
};

const createVoucher = async () => {
    renderApp('/vouchers');
    await screen.findByText('Older 1', {}, SLOW);
    fireEvent.click(screen.getByRole('link', { name: 'Create vouchers' }));
    await screen.findByRole('heading', { name: 'Basic Details' }, SLOW);
    fill('Name', 'Next week treat');
    fill('Discount value', '15');
    fill('POS code', 'NEXT');
    await submit('Create Voucher');
};

const listFilter = () => new URLSearchParams(window.location.search).get('filter');

describe('the list after a voucher is created', { timeout: 60_000 }, () => {
    it('opens on the status the server saved it with, newest first', async () => {
        serve(true);
        await createVoucher();
        const row = (await screen.findByText('Next week treat', {}, SLOW)).closest('tr');
        expect(row).not.toBeNull();
        expect(within(row as HTMLElement).getByText('Inactive')).toBeVisible();
        expect(window.location.pathname).toBe('/vouchers');
        expect(JSON.parse(listFilter() ?? '{}')).toEqual({ status: 'inactive' });
        expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Inactive');
    });

    it("opens on All Status against the provider's API, whose answer carries no voucher", async () => {
        serve(false);
        await createVoucher();
        expect(await screen.findByText('Next week treat', {}, SLOW)).toBeVisible();
        await waitFor(() => expect(JSON.parse(listFilter() ?? 'null')).toEqual({}));
        expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Status');
    });
});
