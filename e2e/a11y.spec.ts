import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, apiToken } from './customersLedger';
import { animationsDone, expect, login, screenshot, test } from './fixtures';

// WCAG 2.2 AA: axe-core over every route of spec §2 and the newer screens, at desktop and phone
// sizes, in the light and the dark theme. One sign-in a size and theme; the routes are then visited inside
// the running app, as a clerk moving between screens would, which keeps the run short.

const SIZES = [
    { name: '1440x900', width: 1440, height: 900 },
    { name: '390x844', width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;
/** Screens photographed in each run, to be looked at: a list, a form, a details page and the dashboard. */
const SHOT: Record<string, string> = {
    '/': 'a11y-dashboard',
    '/vouchers': 'a11y-vouchers',
    '/voucher/create': 'a11y-voucher-create',
    '/advertisements': 'a11y-advertisements',
    '/notifications': 'a11y-notifications',
};
const BLOCKING = new Set(['serious', 'critical']);
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

interface Ids {
    voucher: string;
    advertisement: string;
    customer: string;
    user: string;
    notification: string;
}

type Rows = { id: string | number }[];

/** The first array in a list answer, whatever its envelope (`{ data: { vouchers } }`, `{ customers }`). */
const rowsIn = (body: unknown): Rows | undefined => {
    if (Array.isArray(body)) return body as Rows;
    if (!body || typeof body !== 'object') return undefined;
    for (const value of Object.values(body)) {
        const rows = rowsIn(value);
        if (rows) return rows;
    }
    return undefined;
};

const firstId = async (request: APIRequestContext, token: string, path: string) => {
    const rows = rowsIn(await api(request, token).get<unknown>(path));
    if (!rows?.length) throw new Error(`${path} returned no rows to visit`);
    return String(rows[0].id);
};

const seededIds = async (request: APIRequestContext): Promise<Ids> => {
    const token = await apiToken(request);
    return {
        voucher: await firstId(request, token, '/v1/i/vouchers'),
        advertisement: await firstId(request, token, '/v1/i/advertisement'),
        customer: await firstId(request, token, '/v1/i/customers'),
        user: await firstId(request, token, '/v1/i/staff-users'),
        notification: await firstId(request, token, '/v1/i/notifications'),
    };
};

const routes = (ids: Ids) => [
    '/',
    '/vouchers',
    '/voucher/create',
    `/voucher/${ids.voucher}`,
    '/advertisements',
    '/advertisement/create',
    `/advertisement/${ids.advertisement}`,
    '/customers',
    `/customer/${ids.customer}`,
    `/customer/${ids.customer}/edit`,
    `/customer/${ids.customer}/vouchers`,
    `/customer/${ids.customer}/points`,
    `/customer/${ids.customer}/transactions`,
    '/users',
    '/user/create',
    `/user/${ids.user}`,
    '/notifications',
    '/notification/create',
    `/notification/${ids.notification}`,
    '/settings',
    '/activity',
];

/** Moves the single-page app to `path` without a reload, as its own links do. */
const visit = async (page: Page, path: string) => {
    await page.evaluate(target => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await settle(page);
};

/** Waits for the screen's heading and for its loading indicators to go. */
const settle = async (page: Page) => {
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(
        page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root')
    ).toHaveCount(0, { timeout: 15_000 });
    // Transitions (fades, chips appearing) end before colours are measured.
    await animationsDone(page);
};

type Counts = Record<(typeof IMPACTS)[number], number> & { rules: string[] };

const scan = async (
    page: Page,
    label: string,
    rows: Record<string, Counts>,
    problems: string[]
) => {
    const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        // Experimental in axe, so off by default; the issue found the avatar button by it (WCAG 2.5.3).
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
    const counts: Counts = { critical: 0, serious: 0, moderate: 0, minor: 0, rules: [] };
    for (const violation of violations) {
        const impact = (violation.impact ?? 'minor') as (typeof IMPACTS)[number];
        counts[impact] += violation.nodes.length;
        counts.rules.push(violation.id);
        if (!BLOCKING.has(impact)) continue;
        for (const node of violation.nodes) {
            problems.push(
                `${label}: ${violation.id} (${impact}) at ${node.target.join(' ')}\n    ${violation.help}` +
                    `\n    ${node.failureSummary?.replaceAll('\n', '\n    ') ?? ''}`
            );
        }
    }
    rows[label] = counts;
};

const printTable = (title: string, rows: Record<string, Counts>) => {
    const width = Math.max(...Object.keys(rows).map(key => key.length));
    const lines = [
        `axe ${title}`,
        `${'page'.padEnd(width)}  ${IMPACTS.map(impact => impact.padStart(8)).join(' ')}  rules`,
        ...Object.entries(rows).map(
            ([page, counts]) =>
                `${page.padEnd(width)}  ${IMPACTS.map(impact => String(counts[impact]).padStart(8)).join(' ')}  ${counts.rules.join(', ')}`
        ),
    ];
    console.log(lines.join('\n'));
};

let ids: Ids;
test.beforeAll(async ({ request }) => {
    ids = await seededIds(request);
});

for (const size of SIZES) {
    for (const theme of THEMES) {
        test.describe(`${size.name} ${theme}`, () => {
            test.use({
                viewport: { width: size.width, height: size.height },
                // Nothing stored yet, so react-admin follows the browser's preference.
                colorScheme: theme,
            });
            test(`no serious or critical axe violation on any route (${size.name}, ${theme})`, async ({
                page,
            }) => {
                test.setTimeout(240_000);
                const rows: Record<string, Counts> = {};
                const problems: string[] = [];
                await page.goto('/login');
                await expect(page.locator('input[name="username"]')).toBeVisible();
                await scan(page, '/login', rows, problems);
                await screenshot(page, `a11y-login-${theme}-${size.width}`);
                await login(page);
                await settle(page);
                const background = await page.evaluate(
                    () => getComputedStyle(document.body).backgroundColor
                );
                // The theme really is the one asked for: a dark page has a dark body.
                const channels = background.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
                const light = channels.reduce((sum, value) => sum + value, 0) / 3 > 128;
                expect(light, `body background ${background}`).toBe(theme === 'light');
                for (const path of routes(ids)) {
                    await visit(page, path);
                    await scan(page, path, rows, problems);
                    if (SHOT[path]) await screenshot(page, `${SHOT[path]}-${theme}-${size.width}`);
                }
                if (size.width < 1200) {
                    // The phone drawer, open: it must be a named dialog whose links sit in list items.
                    await page.getByRole('button', { name: 'Open menu' }).click();
                    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
                    await animationsDone(page);
                    await scan(page, 'drawer (open)', rows, problems);
                    await screenshot(page, `a11y-drawer-${theme}-${size.width}`);
                }
                printTable(`${size.name} ${theme}`, rows);
                expect(problems, `serious or critical violations:\n${problems.join('\n')}`).toEqual(
                    []
                );
            });
        });
    }
}

test('the user menu switches to the dark theme and the browser remembers it', async ({ page }) => {
    await login(page);
    await page.getByRole('button', { name: 'BR, account menu' }).click();
    await page.getByRole('menuitem', { name: 'Dark theme' }).click();
    await page.reload();
    await expect(page.locator('h1').first()).toBeVisible();
    await page.getByRole('button', { name: 'BR, account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Light theme' })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(248, 250, 252)');
});
