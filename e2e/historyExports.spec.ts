import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { api, apiToken } from './customersLedger';
import { expect, screenshot, signInThroughApi, test } from './fixtures';

// The streamed exports of the screens that are not react-admin lists: a customer's points history and the
// notifications list, through the button on screen, against the totals the screens show.

test.beforeEach(async ({ page }) => signInThroughApi(page));

const rowsOf = async (download: Download) => {
    const text = await readFile((await download.path()) as string, 'utf8');
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
};

const exportFile = async (page: Page) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    return download;
};

/**
 * An active customer with points entries, found through the API: other specs delete (anonymise) customers,
 * so a fixed id may be gone by the time this one runs.
 */
const customerWithPoints = async (request: APIRequestContext) => {
    const client = api(request, await apiToken(request));
    const { customers } = await client.get<{ customers: { id: string }[] }>(
        '/v1/i/customers?status=active&perPage=100'
    );
    for (const { id } of customers) {
        const { total } = await client.get<{ total: number }>(
            `/v1/i/customers/${id}/points?perPage=1`
        );
        if (total > 0) return id;
    }
    throw new Error('No active customer has points entries');
};

test("a customer's points history exports as many entries as the screen counts", async ({
    page,
    request,
}) => {
    const id = await customerWithPoints(request);
    await page.goto(`/customer/${id}/points`);
    const range = page.locator('.MuiTablePagination-displayedRows');
    await expect(range).toHaveText(/of \d/);
    const total = Number((await range.textContent())?.match(/of ([\d,]+)/)?.[1].replace(/,/g, ''));
    const file = await exportFile(page);
    expect(file.suggestedFilename()).toMatch(
        new RegExp(`^customer-${id}-points-\\d{4}-\\d{2}-\\d{2}\\.csv$`)
    );
    expect(await rowsOf(file)).toHaveLength(total);
    for (const [width, height] of [
        [1440, 900],
        [390, 844],
    ] as const) {
        await page.setViewportSize({ width, height });
        await screenshot(page, `points-history-export-${width}`);
    }
});

test('the notifications export holds the tab on screen', async ({ page }) => {
    await page.goto('/notifications?tab=draft');
    const tab = page.getByRole('tab', { selected: true });
    await expect(tab).toContainText(/\d/);
    const count = Number((await tab.textContent())?.match(/(\d[\d,]*)/)?.[1].replace(/,/g, ''));
    const rows = await rowsOf(await exportFile(page));
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map(row => row.Status))).toEqual(new Set(count ? ['draft'] : []));
    for (const [width, height] of [
        [1440, 900],
        [390, 844],
    ] as const) {
        await page.setViewportSize({ width, height });
        await screenshot(page, `notifications-export-${width}`);
    }
});
