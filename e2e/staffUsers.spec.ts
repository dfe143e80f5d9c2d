import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './credentials';
import { expect, login, screenshot, test } from './fixtures';

// The Users screens backed by our server (the staff-users extension): the demo staff users, a new one added
// through the form with its password checklist, and that user signing in with the password chosen.

test('an admin adds a Marketer, who signs in and may write only what their flags allow', async ({
    page,
}) => {
    // A whole story (two sign-ins, a dozen screens, an axe run): over 40 s on a loaded CI machine without the axe
    // run, past the 60 s default with it.
    test.setTimeout(150_000);
    await login(page);
    await screenshot(page, 'menu-admin-1440');
    await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('cell', { name: 'Siti Aminah' })).toBeVisible();
    await expect(page.getByText('Sample data', { exact: true })).toHaveCount(0);
    await screenshot(page, 'staff-users-1440');

    const username = `marketer${Date.now() % 100_000}`;
    await page.getByRole('link', { name: 'Add new user' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Farah Idris');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Marketer' }).click();
    await expect(page.getByRole('checkbox', { name: 'Manage Vouchers' })).toBeChecked();
    await page.getByLabel('Password', { exact: true }).fill('Cendol#Pandan7');
    const rules = page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
    await expect(rules.and(page.locator('[data-met="true"]'))).toHaveCount(7);
    await screenshot(page, 'staff-user-create-1440');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User created successfully', { exact: true })).toBeVisible();
    // The list opens with no role or status filter, newest first, so the new user is in view.
    await expect(page).toHaveURL(/\/users(\?|$)/);
    await expect(page.getByRole('cell', { name: 'Farah Idris' })).toBeVisible();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, username, 'Cendol#Pandan7');
    // Every staff member reads the dashboard; the screenshot waits for it rather than catch the page blank.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await screenshot(page, 'menu-marketer-1440');
    // Every menu entry stays: every staff member may read.
    const menu = page.getByRole('navigation');
    for (const entry of ['Vouchers', 'Advertisements', 'Notifications', 'Customers', 'Users']) {
        await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }

    // Manage Vouchers and Manage Advertisements: the create buttons show.
    await page.goto('/vouchers');
    await expect(page.getByRole('link', { name: 'Create vouchers' })).toBeVisible();
    await page.goto('/advertisements');
    await expect(page.getByRole('link', { name: 'Create advertisement' })).toBeVisible();

    // No Manage Customers: a customer is readable, without assign or remove.
    await page.goto('/customers');
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await expect(page.getByRole('heading', { name: 'Customer Details', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign Voucher' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await screenshot(page, 'customer-marketer-1440');

    // No Manage Users: the list without 'Add new user', and no form at /user/create.
    await page.goto('/users');
    await expect(page.getByRole('cell', { name: 'Siti Aminah' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add new user' })).toHaveCount(0);
    await page.goto('/user/create');
    await expect(page.getByText('Access denied')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await screenshot(page, 'user-create-denied-marketer-1440');
    // The admin's axe run never meets this page; react-admin's faded text failed axe's colour-contrast rule here.
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2aa']).analyze();
    expect(violations.map(violation => violation.id)).toEqual([]);
});

/** Signs the admin in through the API, apart from the page's cookies; answers a Bearer header. */
const adminApi = async (request: APIRequestContext) => {
    const login = await request.post('/v1/i/auth/login', {
        data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    const { token } = await login.json();
    return { authorization: `Bearer ${token}` };
};

test('Setting: the admin sees their account, changes their name and reads the programme settings', async ({
    page,
}) => {
    await login(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Setting', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const programme = page.locator('section', {
        has: page.getByRole('heading', { name: 'Programme settings' }),
    });
    await expect(programme.getByText('Refresh grace period')).toBeVisible();
    await expect(programme.getByText('15 minutes', { exact: true })).toBeVisible();
    await expect(programme.getByText('10 per 15 minutes')).toBeVisible();
    await screenshot(page, 'settings-admin-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await screenshot(page, 'settings-admin-390');
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByRole('heading', { name: 'Change password' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-password-390');
    await page.setViewportSize({ width: 1440, height: 900 });
});

test("a Marketer made an Advertiser loses the vouchers' create button within seconds, without signing in again", async ({
    page,
    request,
}) => {
    const headers = await adminApi(request);
    const username = `demoted${Date.now() % 100_000}`;
    const password = 'Cendol#Pandan7';
    const created = await request.post('/v1/i/staff-users', {
        headers,
        data: { name: 'Farah Idris', username, password, role: 'marketer' },
    });
    expect(created.status()).toBe(201);
    const { user } = await created.json();

    await login(page, username, password);
    await page.goto('/vouchers');
    await expect(page.getByRole('link', { name: 'Create vouchers' })).toBeVisible();
    const demoted = await request.patch(`/v1/i/staff-users/${user.id}`, {
        headers,
        data: { role: 'advertiser' },
    });
    expect(demoted.status()).toBe(200);
    const started = Date.now();
    // The next answer after the server's session cache (5 s) names the new access; any call will do, so the
    // clerk moves between two lists as they would (opening the list already shown asks nothing).
    const nav = page.getByRole('navigation');
    await expect(async () => {
        await nav.getByRole('link', { name: 'Advertisements', exact: true }).click();
        await nav.getByRole('link', { name: 'Vouchers', exact: true }).click();
        await expect(page.getByRole('link', { name: 'Create vouchers' })).toHaveCount(0, {
            timeout: 1_000,
        });
    }).toPass({ timeout: 15_000 });
    console.log(`create button gone ${Date.now() - started} ms after the role change`);
    await expect(page.getByRole('link', { name: 'Create advertisement' })).toHaveCount(0);
    await page.goto('/advertisements');
    await expect(page.getByRole('link', { name: 'Create advertisement' })).toBeVisible();
});
