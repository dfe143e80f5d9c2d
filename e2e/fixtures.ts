import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, changeDemoPasswords } from './credentials';
import { freePort, type RunningServer, startServer } from './server';

// What the specs import: Playwright's test and expect, a login helper and a screenshot helper.

/**
 * Each Playwright worker starts its own real server (`npm start`'s entry, a fresh embedded database with the
 * demo data, the demo passwords changed as at a first sign-in) and the pages open it: the workers run side by
 * side without sharing a sign-in throttle, a session or a record.
 */
export const test = base.extend<object, { server: RunningServer }>({
    server: [
        // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
        async ({}, use) => {
            const server = await startServer({
                port: await freePort(),
                adminPassword: ADMIN_PASSWORD,
            });
            try {
                await changeDemoPasswords(server.baseURL);
                await use(server);
            } finally {
                await server.stop();
            }
        },
        { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ server }, use) => use(server.baseURL),
});

export { expect };

/**
 * Signs in through the API in the page's browser context, as the login screen does: the context keeps the
 * refresh cookie, so the page's next `goto` opens the console signed in. For the tests that are not about
 * signing in; those that are go through the login screen with `login`.
 */
export const signInThroughApi = async (
    page: Page,
    username = ADMIN_USERNAME,
    password = ADMIN_PASSWORD
) => {
    const answer = await page.request.post('/v1/i/auth/login', { data: { username, password } });
    expect(answer.ok(), `${username} signs in: ${answer.status()}`).toBe(true);
};

/** Signs in through the login screen and waits for the shell's greeting. */
export const login = async (page: Page, username = ADMIN_USERNAME, password = ADMIN_PASSWORD) => {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(`Hi, ${username}`)).toBeVisible();
};

/**
 * Waits until the page's CSS transitions and animations that end have ended (a fade, a drawer sliding in, a row
 * opening), rather than sleeping for as long as the slowest might take. Endless ones (a spinner) are left out.
 */
export const animationsDone = (page: Page) =>
    page.evaluate(async () => {
        const ending = document
            .getAnimations()
            .filter(animation => animation.effect?.getComputedTiming().endTime !== Infinity);
        await Promise.all(ending.map(animation => animation.finished.catch(() => undefined)));
    });

/** Saves a screenshot under e2e/screenshots/ (git-ignored). */
export const screenshot = (page: Page, name: string) =>
    page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
