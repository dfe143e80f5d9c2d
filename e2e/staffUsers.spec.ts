import { expect, login, screenshot, test } from './fixtures';

// The Users screens backed by our server (the staff-users extension): the demo staff users, a new one added
// through the form with its password checklist, and that user signing in with the password chosen.

test('an admin adds a Marketer, who signs in and may write only what their flags allow', async ({
    page,
}) => {
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
    await expect(page).toHaveURL(/\/users$/);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, username, 'Cendol#Pandan7');
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
});
