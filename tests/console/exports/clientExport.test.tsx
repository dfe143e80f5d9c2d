import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPermissions } from '../../../contract/permissions';
import { advertisement } from '../advertisements/advertisements.fixtures';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { voucher } from '../customers/customersFixtures';
import { catchDownloads } from './exportApi';

setUpApi();
const files = catchDownloads();
const SLOW = { timeout: 10_000 };

const vouchers = [
    voucher({
        id: 'v1',
        name: '=HYPERLINK("http://evil.example","Click")',
        code: 'POS-1',
        type: 'FIXED',
        discountValue: 5,
        minimumPurchaseAmount: 30,
        pointsRequired: 150,
        validityType: 'DATE_RANGE',
        validityStartDate: '2026-12-01T00:00:00.000Z',
    }),
    voucher({ id: 'v2', name: 'Ten percent', code: 'POS-2', discountValue: 10 }),
    voucher({ id: 'v3', name: 'Old latte', code: 'POS-3', status: 'inactive' }),
];

/** Signs in as an admin, offers `extensions` (no header for none: the provider's own API) and serves the lists. */
const serveLists = (extensions: string[] | null) =>
    server.use(
        refreshHandler(
            makeToken({ permissions: defaultPermissions('admin') as never }),
            [],
            extensions ?? undefined
        ),
        http.get('/v1/i/vouchers', () => HttpResponse.json({ vouchers })),
        http.get('/v1/i/advertisement', () =>
            HttpResponse.json({
                advertisements: [
                    advertisement({ id: 'a1', title: '+60 Raya, "big" sale', deeplink: 'shop:1' }),
                ],
            })
        )
    );

const today = new Date().toISOString().slice(0, 10);

/** The file's lines, and whether it opens with UTF-8's byte-order mark (decoding drops it from the text). */
const readCsv = async (blob: Blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return { bom, lines: new TextDecoder().decode(bytes).split('\r\n') };
};

describe('client-held CSV export', { timeout: 30_000 }, () => {
    it('saves the vouchers matching the filter on screen, a formula defused', async () => {
        serveLists(['csv-export']);
        renderApp('/vouchers');
        fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, SLOW));
        await screen.findByText('Ten percent', {}, SLOW);
        expect(await screen.findByText('Downloaded 2 rows.', {}, SLOW)).toBeInTheDocument();
        expect(files).toHaveLength(1);
        expect(files[0].name).toBe(`vouchers-${today}.csv`);
        const { bom, lines } = await readCsv(files[0].blob);
        // A byte-order mark, so a spreadsheet reads the file as UTF-8.
        expect(bom).toBe(true);
        expect(lines).toEqual([
            'ID,Name,Code,Type,Discount Value,Discount Item,Item Original Price (MYR),Points Required,Public,Validity,Valid From,Valid Until,Duration,Duration Unit,Usage Limit,Per Customer Limit,Minimum Purchase (MYR),Status',
            `v1,"'=HYPERLINK(""http://evil.example"",""Click"")",POS-1,FIXED,5.00,,,150,true,DATE_RANGE,2026-12-01T00:00:00.000Z,,,,,,30.00,active`,
            'v2,Ten percent,POS-2,PERCENTAGE,10,,,0,true,UNLIMITED,,,,,,,,active',
            '',
        ]);
    });

    it('saves the advertisements, a leading + defused', async () => {
        serveLists(['csv-export']);
        renderApp('/advertisements');
        fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, SLOW));
        await expect.poll(() => files.length, SLOW).toBe(1);
        expect(files[0].name).toBe(`advertisements-${today}.csv`);
        expect((await readCsv(files[0].blob)).lines).toEqual([
            'ID,Title,Description,Deeplink,Start,End,Active,Status',
            `a1,"'+60 Raya, ""big"" sale",,shop:1,2026-12-01T02:00:00.000Z,,true,active`,
            '',
        ]);
    });

    it("keeps the spec's lists as specified against the provider's own API: no export", async () => {
        serveLists(null);
        renderApp('/vouchers');
        expect(await screen.findByText('Ten percent', {}, SLOW)).toBeVisible();
        expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    });
});
