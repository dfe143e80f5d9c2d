import type { Page } from '@playwright/test';
import { check } from './check';
import type { Sweep } from './press';
import { visit } from './press';
import { settle } from './settle';
import { t } from './texts';

// The parts around the screens: the login screen, the sidebar, the phone's drawer menu and the user menu.

/** The login screen as it opens, Login pressed on the empty form, then the sign-in. */
export const signIn = async (sweep: Sweep, username: string, password: string) => {
    const { page } = sweep;
    await page.goto('/login');
    await settle(page);
    // Before sign-in the console asks whether a session is left (refresh): 401 is that answer.
    const before = { statuses: [401] };
    sweep.problems.push(
        ...(await check(page, sweep.heed, `${sweep.label} login`, sweep.locale, before))
    );
    await page.locator('button[type="submit"]').click();
    await settle(page);
    sweep.problems.push(
        ...(await check(
            page,
            sweep.heed,
            `${sweep.label} login "Login" on the empty form`,
            sweep.locale,
            {
                ...before,
                validation: true,
            }
        ))
    );
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.locator('#main-content').waitFor();
    await settle(page);
    sweep.problems.push(
        ...(await check(page, sweep.heed, `${sweep.label} sign-in`, sweep.locale, before))
    );
};

const menuLinks = (page: Page, scope: string) =>
    page
        .locator(`${scope} nav a[href]`)
        .evaluateAll(links => links.map(link => link.getAttribute('href') ?? ''));

/** Every entry of the navigation: the sidebar at desktop size, the drawer (opened each time) on a phone. */
export const sweepMenu = async (sweep: Sweep, phone: boolean) => {
    const { page } = sweep;
    const openDrawer = async () => {
        await page.getByRole('button', { name: t(sweep.locale, 'app.shell.open_menu') }).click();
        await page.locator('.MuiDrawer-paper nav').waitFor();
    };
    if (phone) await openDrawer();
    const scope = phone ? '.MuiDrawer-paper' : 'body';
    const links = await menuLinks(page, scope);
    if (phone) await page.keyboard.press('Escape');
    for (const href of links) {
        if (phone) await openDrawer();
        await page.locator(`${scope} nav a[href="${href}"]`).first().click();
        await settle(page);
        const step = `${sweep.label} ${phone ? 'drawer' : 'menu'} "${href}"`;
        sweep.problems.push(...(await check(page, sweep.heed, step, sweep.locale)));
    }
};

/** The app bar's bell and the user menu's entries except Logout (the language chosen again, the theme twice). */
export const sweepUserMenu = async (sweep: Sweep) => {
    const { page, locale } = sweep;
    const bell = page
        .locator('header')
        .getByRole('button', { name: t(locale, 'app.shell.notifications') });
    if (await bell.count()) {
        await bell.click();
        await settle(page);
        sweep.problems.push(...(await check(page, sweep.heed, `${sweep.label} bell`, locale)));
        await page.keyboard.press('Escape');
        await visit(page, '/');
    }
    const account = page.getByRole('button', {
        name: t(locale, 'app.shell.account_menu').replace('%{initials}', 'BR'),
    });
    const entries = [
        locale === 'ms' ? 'Bahasa Malaysia' : 'English',
        t(locale, 'app.shell.dark_theme'),
        t(locale, 'app.shell.light_theme'),
    ];
    for (const entry of entries) {
        await account.click();
        sweep.problems.push(...(await check(page, sweep.heed, `${sweep.label} user menu`, locale)));
        await page.getByRole('menuitem', { name: entry }).click();
        await settle(page);
        sweep.problems.push(
            ...(await check(page, sweep.heed, `${sweep.label} user menu "${entry}"`, locale))
        );
    }
};

/** Logout from the user menu: the login screen again. */
export const signOut = async (sweep: Sweep) => {
    const { page, locale } = sweep;
    await page
        .getByRole('button', {
            name: t(locale, 'app.shell.account_menu').replace('%{initials}', 'BR'),
        })
        .click();
    await page.getByRole('menuitem', { name: t(locale, 'app.shell.logout') }).click();
    await page.locator('input[name="username"]').waitFor();
    await settle(page);
    sweep.problems.push(
        ...(await check(page, sweep.heed, `${sweep.label} logout`, locale, { statuses: [401] }))
    );
};
