import { DEMO_STAFF } from './credentials';
import { animationsDone, expect, login, screenshot, test } from './fixtures';

const greeting = (page: import('@playwright/test').Page) => page.getByText('Hi, admin');

test('a visit to /vouchers without a session lands on /login, with nothing of the shell shown', async ({
    page,
}) => {
    await page.goto('/vouchers');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('a wrong password shows the field errors, which clear when edited', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid username or password')).toHaveCount(2);
    await screenshot(page, 'login-invalid');
    await page.locator('input[name="username"]').fill('admin2');
    await expect(page.getByText('Invalid username or password')).toHaveCount(1);
});

test('login shows the greeting with Vouchers highlighted; a reload keeps the session', async ({
    page,
}) => {
    await login(page);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Vouchers' }).click();
    await expect(page).toHaveURL(/\/vouchers$/);
    const vouchers = page.getByRole('navigation').getByRole('link', { name: 'Vouchers' });
    await expect(vouchers).toHaveAttribute('aria-current', 'page');
    await expect(vouchers).toHaveCSS('background-color', 'rgb(21, 128, 61)');
    await expect(greeting(page)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/vouchers$/);
    await expect(greeting(page)).toBeVisible();
});

test('each demo account signs in with the password the global setup chose at its first sign-in', async ({
    page,
}) => {
    for (const user of DEMO_STAFF) {
        await login(page, user.username, user.password);
        await expect(page.getByRole('navigation')).toBeVisible();
        await page.context().clearCookies();
        await page.evaluate(() => sessionStorage.clear());
    }
});

test('logout returns to /login and a reload stays there', async ({ page }) => {
    await login(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/login$/);
});

test('typed and reloaded deep links resolve at their exact URL', async ({ page }) => {
    await login(page);
    for (const path of [
        '/voucher/create',
        '/advertisement/create',
        '/notifications',
        '/users',
        '/user/create',
    ]) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(greeting(page)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
});

test('screenshots of the shell at 1440x900 and 390x844, drawer open too', async ({ page }) => {
    await login(page);
    await page.goto('/vouchers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, 'shell-1440');
    await page.goto('/');
    // Our server offers the 'dashboard' extension, so / opens on the programme's figures.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.waitForTimeout(1000); // let the charts draw before the picture
    await screenshot(page, 'dashboard-1440');
    await page.goto('/voucher/no-such-voucher');
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toasts.getByText('Error', { exact: true })).toBeVisible();
    await screenshot(page, 'toast-error-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vouchers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await screenshot(page, 'shell-390');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation')).toBeVisible();
    await animationsDone(page);
    await screenshot(page, 'shell-390-drawer');
    await page.context().clearCookies();
    await page.goto('/login');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'login-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'login-390');
});
