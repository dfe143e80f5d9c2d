import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './credentials';

// What the specs import: Playwright's test and expect, a login helper and a screenshot helper.

export { expect, test };

/** Signs in through the login screen and waits for the shell's greeting. */
export const login = async (page: Page, username = ADMIN_USERNAME, password = ADMIN_PASSWORD) => {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(`Hi, ${username}`)).toBeVisible();
};

/** Saves a screenshot under e2e/screenshots/ (git-ignored). */
export const screenshot = (page: Page, name: string) =>
    page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
