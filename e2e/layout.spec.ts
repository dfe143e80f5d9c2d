import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { api, apiToken } from './customersLedger';
import { expect, login, screenshot, signInThroughApi, test } from './fixtures';
import { withoutExtensions } from './withoutExtensions';

// One visual system for lists (docs/design.md "Lists"): every list, real and sample, at desktop
// and phone sizes. No table clips: it fits its box, or its box scrolls and the last (actions) column is
// fully in view. The page never scrolls sideways. The heading starts at the same left edge everywhere.

const SIZES = [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
] as const;

interface HeldVoucher {
    voucher: { type: string } | null;
}

/** A customer holding a product voucher: its perk is the longest text of the customer vouchers table. */
const customerWithProductVoucher = async (request: APIRequestContext) => {
    const token = await apiToken(request);
    const { customers } = await api(request, token).get<{ customers: { id: string }[] }>(
        '/v1/i/customers'
    );
    for (const { id } of customers) {
        const { vouchers } = await api(request, token).get<{ vouchers: HeldVoucher[] }>(
            `/v1/i/customers/${id}/vouchers`
        );
        if (vouchers.some(held => held.voucher?.type === 'PRODUCT')) return id;
    }
    throw new Error('The seed has no customer holding a product voucher');
};

const realRoutes = (customer: string) => [
    '/vouchers',
    '/advertisements',
    '/customers',
    '/users',
    '/notifications',
    '/activity',
    `/customer/${customer}/vouchers`,
    `/customer/${customer}/points`,
    `/customer/${customer}/transactions`,
];
const sampleRoutes = (customer: string) => [
    '/users',
    '/notifications',
    `/customer/${customer}/points`,
    `/customer/${customer}/transactions`,
];

const visit = async (page: Page, path: string) => {
    await page.evaluate(target => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(
        page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root')
    ).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
};

/** What is wrong with the page's tables and width, as sentences; empty when nothing is. */
const layoutProblems = (page: Page) =>
    page.evaluate(() => {
        const problems: string[] = [];
        const root = document.documentElement;
        if (root.scrollWidth > root.clientWidth)
            problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
        document.querySelectorAll('table').forEach((table, index) => {
            let box = table.parentElement as HTMLElement;
            while (box.parentElement && getComputedStyle(box).overflowX === 'visible')
                box = box.parentElement;
            const name = `table ${index + 1}`;
            const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
            if (table.scrollWidth > box.clientWidth + 1) {
                if (!scrolls) problems.push(`${name} is cut by a box that does not scroll`);
                const outer = box.getBoundingClientRect();
                for (const row of table.querySelectorAll('tr')) {
                    const last = row.lastElementChild;
                    if (!last || last.hasAttribute('colspan')) continue;
                    const cell = last.getBoundingClientRect();
                    if (cell.left < outer.left - 1 || cell.right > outer.right + 1)
                        problems.push(`${name}: its last column is out of view while it scrolls`);
                }
            }
            // Text cut inside a cell (ellipsis or hidden overflow); a visually hidden name is 1 px on purpose.
            for (const element of table.querySelectorAll<HTMLElement>('th, td, th *, td *')) {
                if (element.clientWidth <= 1) continue;
                const overflow = getComputedStyle(element).overflowX;
                if (overflow !== 'visible' && element.scrollWidth > element.clientWidth + 1)
                    problems.push(`${name}: "${element.textContent?.slice(0, 30)}" is cut`);
            }
        });
        return [...new Set(problems)];
    });

const headingLeft = async (page: Page) =>
    Math.round((await page.locator('h1').first().boundingBox())?.x ?? -1);

let customer: string;
test.beforeAll(async ({ request }) => {
    customer = await customerWithProductVoucher(request);
});

for (const size of SIZES) {
    test.describe(`${size.width}x${size.height}`, () => {
        test.use({ viewport: size });

        test(`no list clips a table, and every heading starts at one edge (${size.width})`, async ({
            page,
            browser,
        }) => {
            test.setTimeout(180_000);
            const problems: string[] = [];
            const lefts: Record<string, number> = {};
            await login(page);
            for (const path of realRoutes(customer)) {
                await visit(page, path);
                for (const problem of await layoutProblems(page))
                    problems.push(`${path}: ${problem}`);
                lefts[path] = await headingLeft(page);
                await screenshot(page, `layout${path.replaceAll('/', '-')}-${size.width}`);
            }

            // The spec's sample screens, as on an API without the extensions.
            const sample = await browser.newPage({ viewport: size });
            await withoutExtensions(sample);
            await login(sample);
            for (const path of sampleRoutes(customer)) {
                await visit(sample, path);
                await expect(sample.getByText('Sample data', { exact: true })).toBeVisible();
                for (const problem of await layoutProblems(sample))
                    problems.push(`sample ${path}: ${problem}`);
                lefts[`sample ${path}`] = await headingLeft(sample);
                await screenshot(sample, `layout-sample${path.replaceAll('/', '-')}-${size.width}`);
            }
            await sample.close();

            console.log(`heading left edge at ${size.width}px: ${JSON.stringify(lefts)}`);
            expect(problems).toEqual([]);
            expect(new Set(Object.values(lefts)).size, JSON.stringify(lefts)).toBe(1);
        });
    });
}

test('rows per page: 25 by default, and a list keeps the size chosen', async ({ page }) => {
    await signInThroughApi(page);
    // The seed holds well over 25 active customers.
    await page.goto('/customers');
    const range = page.locator('.MuiTablePagination-displayedRows');
    await expect(range).toHaveText(/^1-25 of \d/);
    await page.getByRole('combobox', { name: 'Rows per page:' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(range).toHaveText(/^1-10 of \d/);
    await page.goto('/vouchers');
    await expect(page.getByRole('combobox', { name: 'Rows per page:' })).toHaveText('25');
    await page.goto('/customers');
    await expect(range).toHaveText(/^1-10 of \d/);
});

/** How many lines the text of each matching element takes, from the boxes of its text. */
const lineCounts = (elements: Locator) =>
    elements.evaluateAll(elements =>
        elements.map(element => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return new Set([...range.getClientRects()].map(box => Math.round(box.bottom))).size;
        })
    );

test.describe('narrow and wide screens keep text whole', () => {
    test('at 390 px no users list column covers another, and history dates keep to one line', async ({
        page,
    }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await login(page);
        await visit(page, '/users');
        const overlaps = await page.locator('table tbody tr').evaluateAll(rows =>
            rows.flatMap((row, index) => {
                const cells = [...row.children].map(cell => cell.getBoundingClientRect());
                return cells
                    .slice(1)
                    .flatMap((cell, column) =>
                        (cells[column] as DOMRect).right > cell.left + 1
                            ? [`row ${index + 1}: column ${column + 2} covers column ${column + 1}`]
                            : []
                    );
            })
        );
        expect(overlaps).toEqual([]);
        await screenshot(page, 'layout-users-phone');

        await visit(page, `/customer/${customer}/points`);
        const dates = await lineCounts(page.locator('table tbody tr > td:first-child'));
        expect(dates.length).toBeGreaterThan(0);
        expect(
            dates.every(lines => lines === 1),
            JSON.stringify(dates)
        ).toBe(true);
    });

    test("at 1440 px the customer's email reads on one line", async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await login(page);
        await visit(page, `/customer/${customer}`);
        const email = page
            .getByText('Email', { exact: true })
            .locator('xpath=following-sibling::*[1]');
        await expect(email).toContainText('@');
        expect(await lineCounts(email)).toEqual([1]);
    });
});
