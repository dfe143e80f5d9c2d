import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE } from '../../../contract/common';
import { defaultPermissions } from '../../../contract/permissions';
import { advertisement } from '../advertisements/advertisements.fixtures';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { voucher } from '../customers/customersFixtures';
import { catchDownloads } from './exportApi';

// The client-held exports read a list longer than one page: against a server that pages and refuses more
// than MAX_PER_PAGE rows a page (ours), and against the provider's plain array (spec §7).

setUpApi();
const files = catchDownloads();
const SLOW = { timeout: 20_000 };

const manyVouchers = Array.from({ length: 2345 }, (_, index) =>
    voucher({ id: `v${index + 1}`, name: `Voucher ${index + 1}`, code: `POS-${index + 1}` })
);
const manyAdvertisements = Array.from({ length: 1500 }, (_, index) =>
    advertisement({ id: `a${index + 1}`, title: `Campaign ${index + 1}` })
);

const signIn = () =>
    server.use(
        refreshHandler(
            makeToken({ permissions: defaultPermissions('admin') as never }),
            [],
            ['csv-export']
        )
    );

/** Our server's paging: 400 above MAX_PER_PAGE rows a page, else the page and the total. */
const servePaged = (path: string, key: string, rows: object[], asked: string[]) =>
    server.use(
        http.get(path, ({ request }) => {
            const query = new URL(request.url).searchParams;
            asked.push(`${query.get('page')}x${query.get('perPage')}`);
            const page = Number(query.get('page') ?? 1);
            const perPage = Number(query.get('perPage') ?? 25);
            if (perPage > MAX_PER_PAGE) {
                return HttpResponse.json(
                    { message: `perPage: must be at most ${MAX_PER_PAGE}` },
                    { status: 400 }
                );
            }
            const data = rows.slice((page - 1) * perPage, page * perPage);
            return HttpResponse.json({ [key]: data, total: rows.length });
        })
    );

const csvLines = async (blob: Blob) => (await blob.text()).split('\r\n').filter(Boolean);

describe('client-held CSV export of a list longer than a page', { timeout: 60_000 }, () => {
    it('reads the vouchers page by page from a server that caps the page size', async () => {
        signIn();
        const asked: string[] = [];
        servePaged('/v1/i/vouchers', 'vouchers', manyVouchers, asked);
        renderApp('/vouchers');
        await screen.findByText('Voucher 1', {}, SLOW);
        asked.length = 0;
        fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, SLOW));
        expect(await screen.findByText('Downloaded 2,345 rows.', {}, SLOW)).toBeInTheDocument();
        expect(asked).toEqual(['1x1000', '2x1000', '3x1000']);
        const lines = await csvLines(files[0].blob);
        expect(lines).toHaveLength(1 + 2345);
        expect(lines[1]).toMatch(/^v1,Voucher 1,POS-1,/);
        expect(lines[2345]).toMatch(/^v2345,Voucher 2345,POS-2345,/);
    });

    it("reads the advertisements whole from the provider's plain array", async () => {
        signIn();
        server.use(
            http.get('/v1/i/advertisement', () =>
                HttpResponse.json({ advertisements: manyAdvertisements })
            )
        );
        renderApp('/advertisements');
        fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, SLOW));
        expect(await screen.findByText('Downloaded 1,500 rows.', {}, SLOW)).toBeInTheDocument();
        const lines = await csvLines(files[0].blob);
        expect(lines).toHaveLength(1 + 1500);
        expect(new Set(lines.slice(1).map(line => line.split(',')[0])).size).toBe(1500);
    });
});
