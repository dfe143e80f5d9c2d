import type { Locator, Page, Route } from '@playwright/test';
import { expect, screenshot, signInThroughApi, test } from './fixtures';

// Honest states: with the list calls unreachable, every list says it could not load, with a
// Retry button, instead of an empty result beside a pager total; once the API answers again, Retry loads
// the rows. Only the list calls fail: the session, the extensions and a customer's own record still answer,
// as when one service of the API is down.

const LIST_CALLS = [
    /^\/v1\/i\/vouchers$/,
    /^\/v1\/i\/advertisement$/,
    /^\/v1\/i\/customers$/,
    /^\/v1\/i\/customers\/[^/]+\/(vouchers|points|transactions)$/,
    /^\/v1\/i\/staff-users$/,
    /^\/v1\/i\/notifications$/,
    /^\/v1\/i\/audit-log$/,
];

const unreachable = (route: Route) => {
    const { pathname } = new URL(route.request().url());
    return LIST_CALLS.some(call => call.test(pathname)) ? route.abort() : route.fallback();
};

const anyRow = (page: Page) => page.getByRole('main').getByRole('row').nth(1);

interface ListCase {
    name: string;
    path: (customerId: string) => string;
    /** The inline message, "Couldn't load <list>." */
    failed: string;
    /** Something only the loaded list shows. */
    loaded: (page: Page) => Locator;
}

const LISTS: ListCase[] = [
    {
        name: 'vouchers',
        path: () => '/vouchers',
        failed: "Couldn't load vouchers.",
        loaded: anyRow,
    },
    {
        name: 'advertisements',
        path: () => '/advertisements',
        failed: "Couldn't load advertisements.",
        loaded: anyRow,
    },
    {
        name: 'customers',
        path: () => '/customers',
        failed: "Couldn't load customers.",
        loaded: anyRow,
    },
    {
        name: 'customer-vouchers',
        path: id => `/customer/${id}/vouchers`,
        failed: "Couldn't load the customer's vouchers.",
        // A customer may hold none: the honest empty answer counts as loaded.
        loaded: page =>
            anyRow(page).or(page.getByText('No vouchers found for this customer', { exact: true })),
    },
    {
        name: 'points',
        path: id => `/customer/${id}/points`,
        failed: "Couldn't load the points history.",
        loaded: anyRow,
    },
    {
        name: 'transactions',
        path: id => `/customer/${id}/transactions`,
        failed: "Couldn't load the transactions.",
        loaded: page => anyRow(page).or(page.getByText('No transactions yet', { exact: true })),
    },
    { name: 'users', path: () => '/users', failed: "Couldn't load users.", loaded: anyRow },
    {
        name: 'notifications',
        path: () => '/notifications',
        failed: "Couldn't load notifications.",
        loaded: page => page.getByRole('main').getByRole('listitem').first(),
    },
    {
        name: 'activity',
        path: () => '/activity',
        failed: "Couldn't load the activity.",
        // The e2e server may have recorded no change yet: its honest empty answer counts as loaded.
        loaded: page =>
            anyRow(page).or(page.getByText('No activity matches these filters.', { exact: true })),
    },
];

/** The first customer's id, read from the list while the API still answers. */
const firstCustomerId = async (page: Page) => {
    await page.goto('/customers');
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await expect(page).toHaveURL(/\/customer\/\d+$/);
    return new URL(page.url()).pathname.split('/').pop() ?? '';
};

let customerId = '';

test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
    customerId ||= await firstCustomerId(page);
});

for (const list of LISTS) {
    test(`${list.name}: a failed load says so with Retry, and Retry loads the rows`, async ({
        page,
    }) => {
        await page.route('**/v1/i/**', unreachable);
        await page.goto(list.path(customerId));
        const main = page.getByRole('main');
        // react-query tries a failed list call again a few times before the list gives up.
        await expect(main.getByText(list.failed, { exact: true })).toBeVisible({ timeout: 20_000 });
        await expect(main.getByText(/^No .* found/)).toHaveCount(0);
        await expect(main.getByText(/\d+[-–]\d+ of /)).toHaveCount(0);
        await expect(page.getByRole('region', { name: /Notifications/ })).not.toContainText(
            'Couldn'
        );
        await screenshot(page, `retry-${list.name}-failed`);

        await page.unroute('**/v1/i/**', unreachable);
        await main.getByRole('button', { name: 'Retry' }).click();
        await expect(list.loaded(page)).toBeVisible();
        await expect(main.getByText(list.failed, { exact: true })).toHaveCount(0);
        await screenshot(page, `retry-${list.name}-loaded`);
    });
}
