import type { Page } from '@playwright/test';
import { test as base, expect, login } from './fixtures';
import type { RunningServer } from './server';
import { spec7Credentials, startSpec7Server } from './spec7Server';
import { settle, trackRequests } from './sweep/settle';

// The console on a provider that serves spec §7 only (e2e/spec7Server.ts: optional fields left out, 404 for
// anything else, no extensions named). Every screen that exists without extensions, at desktop and phone
// size, with the list rows' actions and the Assign dialog pressed. Nothing may fail: no answer of 400 or more
// but the 401 that sends the console to refresh, no browser console error, no raw text on screen.

// One provider for the file's tests, on a free port; the pages open it instead of our server.
const test = base.extend<object, { spec7: RunningServer }>({
    spec7: [
        // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
        async ({}, use) => {
            const server = await startSpec7Server({ port: 0 });
            await use(server);
            await server.stop();
        },
        { scope: 'worker' },
    ],
    baseURL: async ({ spec7 }, use) => use(spec7.baseURL),
});

const SIZES = [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
];
const CUSTOMER = 1001;
const SCREENS = [
    '/',
    '/vouchers',
    '/voucher/create',
    '/voucher/1',
    '/voucher/3',
    '/advertisements',
    '/advertisement/create',
    '/advertisement/7',
    '/customers',
    `/customer/${CUSTOMER}`,
    `/customer/${CUSTOMER}/edit`,
    `/customer/${CUSTOMER}/points`,
    `/customer/${CUSTOMER}/transactions`,
    `/customer/${CUSTOMER}/vouchers`,
    '/notifications',
    '/notification/create',
    '/users',
    '/user/create',
    '/user/1',
];
const RAW = ['%{', 'undefined', 'NaN', '[object'];

/** Records every failed answer and browser console error of the page, and where it was. */
const watch = (page: Page) => {
    trackRequests(page);
    const problems: string[] = [];
    let signedIn = false;
    page.on('response', response => {
        const { pathname } = new URL(response.url());
        const status = response.status();
        if (status < 400) return;
        // A call with a token the provider no longer takes: the console refreshes and retries it.
        const expiry =
            status === 401 && pathname.startsWith('/v1/i/') && !pathname.includes('/auth/');
        // The guard's refresh before anyone signed in.
        const signedOut = !signedIn && pathname === '/v1/i/auth/token/refresh';
        if (!expiry && !signedOut)
            problems.push(`${status} ${response.request().method()} ${pathname}`);
    });
    page.on('console', message => {
        if (message.type() === 'error')
            problems.push(`console error on ${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', error => problems.push(`page error on ${page.url()}: ${error.message}`));
    return {
        problems,
        signIn: async () => {
            await login(page, spec7Credentials.username, spec7Credentials.password);
            signedIn = true;
        },
    };
};

/** Opens `path` inside the running app (as a link would), without reloading it. */
const open = async (page: Page, path: string) => {
    await page.evaluate(to => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
};

/** Waits for the screen to settle (its view drawn, nothing loading), then names any raw text it shows. */
const rawText = async (page: Page, where: string) => {
    await expect(page.locator('main, [role="dialog"]').first(), where).toBeVisible();
    await expect(page.locator('[role="progressbar"]'), `${where} still loading`).toHaveCount(0);
    // No request left in flight and the answers drawn, rather than a fixed pause.
    await settle(page);
    const text = await page.locator('body').innerText();
    return RAW.filter(raw => text.includes(raw)).map(raw => `'${raw}' on ${where}`);
};

/** The buttons and links of the first row of the list on screen (table row or phone card). */
const firstRowControls = (page: Page) =>
    page
        .locator('main table tbody tr, main ul > li, main article')
        .first()
        .locator('a[href], button:not([disabled]), [role="button"]:not([aria-disabled="true"])');

/** Presses each control of the list's first row, one at a time, from the list. */
const pressRowActions = async (page: Page, list: string, problems: string[]) => {
    await open(page, list);
    problems.push(...(await rawText(page, list)));
    await firstRowControls(page)
        .first()
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
    const count = await firstRowControls(page).count();
    if (count === 0) {
        problems.push(`no row actions to press on ${list}`);
        await page.screenshot({
            path: `test-results/spec7-no-rows${list.replaceAll('/', '-')}.png`,
        });
    }
    for (let index = 0; index < count; index += 1) {
        await open(page, list);
        problems.push(...(await rawText(page, list)));
        const control = firstRowControls(page).nth(index);
        const name = (await control.innerText()) || (await control.getAttribute('aria-label'));
        await control.click();
        problems.push(...(await rawText(page, `${list} after pressing '${name}'`)));
        // A menu opened by the press: its first entry too.
        const item = page.getByRole('menuitem').first();
        if (await item.isVisible()) {
            await item.click();
            problems.push(...(await rawText(page, `${list} after its menu's first entry`)));
        }
        await page.keyboard.press('Escape');
    }
};

/** Opens the Assign dialog, reads every voucher it offers, and assigns the first one it allows. */
const assignVoucher = async (page: Page, problems: string[]) => {
    await open(page, `/customer/${CUSTOMER}/vouchers`);
    await page.getByRole('button', { name: 'Assign Voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Voucher' });
    await dialog.getByRole('combobox', { name: 'Voucher' }).click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    const offered = await listbox.innerText();
    problems.push(
        ...RAW.filter(raw => offered.includes(raw)).map(raw => `'${raw}' in the Assign picker`)
    );
    await listbox.locator('[role="option"]:not([aria-disabled="true"])').first().click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(dialog).toBeHidden();
    problems.push(...(await rawText(page, 'the customer vouchers after assigning')));
};

for (const size of SIZES) {
    test(`the console on a spec §7 provider at ${size.width}: only §7 calls, nothing fails`, async ({
        page,
    }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(size);
        const { problems, signIn } = watch(page);
        await signIn();
        for (const screen of SCREENS) {
            await open(page, screen);
            problems.push(...(await rawText(page, screen)));
        }
        // A fresh load of a deep link: the guard's refresh, then the screen.
        await page.goto(`/customer/${CUSTOMER}/vouchers`);
        problems.push(...(await rawText(page, 'a reload')));
        for (const list of [
            '/vouchers',
            '/advertisements',
            '/customers',
            `/customer/${CUSTOMER}/vouchers`,
        ]) {
            await pressRowActions(page, list, problems);
        }
        await assignVoucher(page, problems);
        await page.screenshot({ path: `test-results/spec7-${size.width}.png` });
        expect(problems).toEqual([]);
    });
}
