import type { Locator, Page } from '@playwright/test';
import { expect, login, screenshot, test } from './fixtures';

const REMOVE_TEXT =
    'Are you sure you want to remove this voucher from the customer? This action cannot be undone.';

/** Opens the first customer of the list through its 'View Details' link; returns the customer's id. */
const openFirstCustomer = async (page: Page) => {
    await page.goto('/customers');
    await expect(
        page.getByRole('heading', { name: 'Customer Management', level: 1 })
    ).toBeVisible();
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await expect(page).toHaveURL(/\/customer\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Customer Details', level: 1 })).toBeVisible();
    return page.url().split('/').pop() as string;
};

const rowsOf = (page: Page, voucherName: string): Locator =>
    page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: voucherName, exact: true }) });

const assign = async (page: Page, voucherName: string) => {
    await page.getByRole('button', { name: 'Assign Voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Voucher' });
    await dialog.getByRole('combobox', { name: 'Voucher' }).click();
    await page.getByRole('option', { name: voucherName, exact: true }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    return dialog;
};

const removeLast = async (page: Page, voucherName: string) => {
    await rowsOf(page, voucherName)
        .last()
        .getByRole('button', { name: `Remove ${voucherName}` })
        .click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(REMOVE_TEXT);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
};

test('open a customer, assign a voucher, see it with its status, remove it, see it gone', async ({
    page,
}) => {
    await login(page);
    const id = await openFirstCustomer(page);
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
        'href',
        `/customer/${id}/edit`
    );
    await expect(page.getByRole('region', { name: 'Recent Points Transactions' })).toBeVisible();
    await screenshot(page, 'customer-details-1440');

    await page.getByRole('link', { name: 'Manage Vouchers' }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/${id}/vouchers$`));
    await expect(page.getByRole('heading', { name: 'Customer Vouchers', level: 1 })).toBeVisible();
    const rows = rowsOf(page, '10% Off Storewide');
    const before = await rows.count();

    const dialog = await assign(page, '10% Off Storewide');
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.last()).toContainText('Active');
    await expect(rows.last()).toContainText('10% off');
    await screenshot(page, 'customer-vouchers-1440');

    await removeLast(page, '10% Off Storewide');
    await expect(rows).toHaveCount(before);
});

test('an admin assigns a private voucher; a refused assign shows the server message', async ({
    page,
}) => {
    await login(page);
    const id = await openFirstCustomer(page);
    await page.goto(`/customer/${id}/vouchers`);
    await expect(page.getByRole('heading', { name: 'Customer Vouchers', level: 1 })).toBeVisible();

    const staff = rowsOf(page, 'Staff Appreciation RM50');
    const staffBefore = await staff.count();
    await expect(await assign(page, 'Staff Appreciation RM50')).toBeHidden();
    await expect(staff).toHaveCount(staffBefore + 1);
    await expect(page.getByText('Could not assign the voucher', { exact: true })).toHaveCount(0);

    // 'VIP 25% Off' allows one per customer: a second assign is refused (409) and must not look like success.
    const vip = rowsOf(page, 'VIP 25% Off');
    if ((await vip.count()) === 0) {
        await expect(await assign(page, 'VIP 25% Off')).toBeHidden();
        await expect(vip).toHaveCount(1);
    }
    const vipCount = await vip.count();
    const dialog = await assign(page, 'VIP 25% Off');
    await expect(page.getByText('Could not assign the voucher', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    await screenshot(page, 'customer-vouchers-refused-1440');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(vip).toHaveCount(vipCount);

    await removeLast(page, 'Staff Appreciation RM50');
    await expect(staff).toHaveCount(staffBefore);
});

test('customer screens at 1440x900 and 390x844', async ({ page }) => {
    await login(page);
    const id = await openFirstCustomer(page);
    for (const [width, height] of [
        [1440, 900],
        [390, 844],
    ]) {
        await page.setViewportSize({ width, height });
        await page.goto('/customers');
        await expect(page.getByText('Customer Management').first()).toBeVisible();
        await expect(page.getByText(/points|View Details/).first()).toBeVisible();
        await screenshot(page, `customers-list-${width}`);
        await page.goto(`/customer/${id}`);
        await expect(
            page.getByRole('heading', { name: 'Customer Details', level: 1 })
        ).toBeVisible();
        await expect(page.getByText('Edit profile')).toBeVisible();
        await screenshot(page, `customer-details-${width}`);
        await page.goto(`/customer/${id}/edit`);
        await expect(page.getByRole('button', { name: 'Update Customer' })).toBeVisible();
        await screenshot(page, `customer-edit-${width}`);
        await page.goto(`/customer/${id}/vouchers`);
        await expect(page.getByRole('button', { name: 'Assign Voucher' })).toBeVisible();
        await screenshot(page, `customer-vouchers-${width}`);
        await page.goto(`/customer/${id}/points`);
        await expect(page.getByText('Sample data')).toBeVisible();
        await screenshot(page, `customer-points-${width}`);
        await page.goto(`/customer/${id}/transactions`);
        await expect(page.getByText('Sample data')).toBeVisible();
        await screenshot(page, `customer-transactions-${width}`);
    }
});

test("'Update Customer' and 'Delete' make no call and only navigate", async ({ page }) => {
    await login(page);
    const id = await openFirstCustomer(page);
    const writes: string[] = [];
    page.on('request', request => {
        if (request.method() !== 'GET' && request.url().includes('/v1/i/customer'))
            writes.push(request.url());
    });
    await page.goto(`/customer/${id}/edit`);
    await page.getByRole('button', { name: 'Update Customer' }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/${id}$`));
    await page.goto(`/customer/${id}/edit`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText(
        'This action cannot be undone. This will permanently delete the customer and remove all associated data.'
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/customers$/);
    expect(writes).toEqual([]);
});
