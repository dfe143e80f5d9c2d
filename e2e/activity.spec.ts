import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { api, apiToken } from './customersLedger';
import { expect, screenshot, signInThroughApi, test } from './fixtures';

// Activity, exports and the dashboard in the browser: a voucher's rename in Activity and in its History, the customers
// export filtered to Inactive against the screen's total, and the dashboard at both sizes.
test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36);

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

test.beforeEach(async ({ page }) => signInThroughApi(page));

test("a voucher's new name shows before and after in Activity and in the voucher's History", async ({
    page,
}) => {
    await page.goto('/vouchers');
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await expect(page).toHaveURL(/\/voucher\/([^/]+)$/);
    const id = page.url().split('/').pop() as string;
    await expect(field(page, 'Name')).not.toHaveValue('');
    const before = await field(page, 'Name').inputValue();
    const after = `Renamed ${run}`;
    await field(page, 'Name').fill(after);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/vouchers(\?|$)/);

    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await page.getByLabel('Person (username)').fill('admin');
    const row = page
        .getByRole('row')
        // A record is named as it reads now: the voucher under its new name.
        .filter({ hasText: `Voucher: ${after}` })
        .first();
    await expect(row).toContainText('Updated');
    // Unfold it by its time: the row's middle may be the record's link, which opens the voucher instead.
    await row.getByRole('cell').first().click();
    const changes = page.getByRole('table', { name: 'Changes' }).first();
    await expect(changes.getByRole('row', { name: /^Name/ })).toContainText(before);
    await expect(changes.getByRole('row', { name: /^Name/ })).toContainText(after);
    await screenshot(page, 'activity-1440');

    await row.getByRole('link', { name: `Voucher: ${after}` }).click();
    await expect(page).toHaveURL(new RegExp(`/voucher/${id}$`));
    await expect(field(page, 'Name')).toHaveValue(after);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toBeVisible();
    const latest = history.getByRole('table', { name: 'Changes' }).first();
    await expect(latest.getByRole('row', { name: /^Name/ })).toContainText(before);
    await expect(latest.getByRole('row', { name: /^Name/ })).toContainText(after);
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'voucher-history-1440');

    // Put the name back so the other specs find the seed as they expect.
    await field(page, 'Name').fill(before);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/vouchers(\?|$)/);
});

test('exports the customers filtered to Inactive: the file has as many rows as the screen counts', async ({
    page,
    request,
}) => {
    await page.goto('/customers');
    // The Active page's count stays on screen while the Inactive page loads (react-admin keeps the previous
    // answer): read the count only once the Inactive page has answered and the screen shows its total.
    const inactivePage = page.waitForResponse(
        response =>
            new URL(response.url()).pathname === '/v1/i/customers' &&
            new URL(response.url()).searchParams.get('status') === 'inactive'
    );
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('listbox').getByText('Inactive', { exact: true }).click();
    await page.waitForURL(url => (url.searchParams.get('filter') ?? '').includes('inactive'));
    const answered = (await (await inactivePage).json()) as { total: number };
    const total = answered.total;
    expect(total).toBeGreaterThan(0);
    // react-admin's pagination says "1-25 of N": N is the screen's total.
    const range = page.locator('.MuiTablePagination-displayedRows');
    await expect(range).toHaveText(new RegExp(`of ${total.toLocaleString('en-US')}$`));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}.*\.csv$/);
    const text = await readFile((await file.path()) as string, 'utf8');
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(total);
    expect(new Set(parsed.data.map(row => row.Status.toLowerCase()))).toEqual(
        new Set(['inactive'])
    );

    // The export is itself in the trail.
    const client = api(request, await apiToken(request));
    const { entries } = await client.get<{ entries: { action: string; changes: object }[] }>(
        '/v1/i/audit-log?action=export&perPage=1'
    );
    expect(entries[0].action).toBe('export');
});

for (const [width, height] of [
    [1440, 900],
    [390, 844],
] as const) {
    test(`the dashboard renders its figures, charts and tables at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
        await expect(page.getByText('Active vouchers')).toBeVisible();
        // Each chart is drawn as SVG, with its figures as a table for screen readers and on request.
        const points = page.getByRole('region', { name: 'Points issued and spent per week' });
        await expect(points.locator('svg').first()).toBeVisible();
        await expect(points.getByRole('table')).toBeAttached();
        const box = await points.boundingBox();
        expect(box?.width).toBeLessThanOrEqual(width);
        await screenshot(page, `dashboard-charts-${width}`);
        await points.getByRole('button', { name: 'Show as table' }).click();
        await expect(points.getByRole('table')).toBeVisible();
        await expect(points.getByRole('row')).toHaveCount(13);
    });
}
