import type { Locator, Page } from '@playwright/test';
import { api, apiToken, balanceShown, freeCustomers, setBalance } from './customersLedger';
import { expect, screenshot, signInThroughApi, test } from './fixtures';

// Each test signs in and walks several screens on a machine shared with other runs.
test.describe.configure({ timeout: 180_000 });

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

/**
 * Waits until the customer's vouchers have arrived (the table or its empty message, not the placeholder
 * rows): counting rows before then counts none, and a later count would look like one too many.
 */
const vouchersLoaded = async (page: Page) => {
    await expect(
        page.getByRole('table').or(page.getByText('No vouchers found for this customer'))
    ).toBeVisible();
};

const rowsOf = (page: Page, voucherName: string): Locator =>
    page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: voucherName, exact: true }) });

/** Picks the voucher in the assign dialog's searchable picker (its options start with the name). */
const pick = async (page: Page, voucherName: string) => {
    await page.getByRole('button', { name: 'Assign Voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Voucher' });
    await dialog.getByRole('combobox', { name: 'Voucher' }).fill(voucherName);
    await page.getByRole('option', { name: new RegExp(`^${voucherName}`) }).click();
    return dialog;
};

const assign = async (page: Page, voucherName: string) => {
    const dialog = await pick(page, voucherName);
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    return dialog;
};

// The screen lists the newest first (redeemedAt): the copy just assigned heads the rows of its voucher.
const removeNewest = async (page: Page, voucherName: string) => {
    await rowsOf(page, voucherName)
        .first()
        .getByRole('button', { name: `Remove ${voucherName}` })
        .click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(REMOVE_TEXT);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
};

test('open a customer, assign a voucher, see it with its status, remove it, see it gone', async ({
    page,
}) => {
    await signInThroughApi(page);
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
    await vouchersLoaded(page);
    const rows = rowsOf(page, '10% Off Storewide');
    const before = await rows.count();

    const dialog = await assign(page, '10% Off Storewide');
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.first()).toContainText('Active');
    await expect(rows.first()).toContainText('10% off');
    await screenshot(page, 'customer-vouchers-1440');

    await removeNewest(page, '10% Off Storewide');
    await expect(rows).toHaveCount(before);
});

test('an admin assigns a private voucher; a refused assign shows the server message', async ({
    page,
}) => {
    await signInThroughApi(page);
    const id = await openFirstCustomer(page);
    await page.goto(`/customer/${id}/vouchers`);
    await expect(page.getByRole('heading', { name: 'Customer Vouchers', level: 1 })).toBeVisible();

    await vouchersLoaded(page);
    const staff = rowsOf(page, 'Staff Appreciation RM50');
    const staffBefore = await staff.count();
    await expect(await assign(page, 'Staff Appreciation RM50')).toBeHidden();
    await expect(staff).toHaveCount(staffBefore + 1);
    await expect(page.getByText('Could not assign the voucher', { exact: true })).toHaveCount(0);

    // 'VIP 25% Off' allows one per customer: the picker offers no second one, disabled with the reason.
    const vip = rowsOf(page, 'VIP 25% Off');
    if ((await vip.count()) === 0) {
        await expect(await assign(page, 'VIP 25% Off')).toBeHidden();
        await expect(vip).toHaveCount(1);
    }
    const vipCount = await vip.count();
    await page.getByRole('button', { name: 'Assign Voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Voucher' });
    await dialog.getByRole('combobox', { name: 'Voucher' }).fill('VIP 25% Off');
    const option = page.getByRole('option', { name: /^VIP 25% Off/ });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(option).toContainText('already holds 1');
    await screenshot(page, 'customer-vouchers-refused-1440');
    // The open picker covers the dialog's buttons: close it first, as a keyboard user would.
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(vip).toHaveCount(vipCount);

    await removeNewest(page, 'Staff Appreciation RM50');
    await expect(staff).toHaveCount(staffBefore);
});

for (const [width, height] of [
    [1440, 900],
    [390, 844],
]) {
    test(`customer screens at ${width}x${height}`, async ({ page }) => {
        await signInThroughApi(page);
        const id = await openFirstCustomer(page);
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
        await expect(page.getByRole('button', { name: /^Reverse/ }).first()).toBeVisible();
        await screenshot(page, `customer-details-${width}`);
        await page.goto(`/customer/${id}/edit`);
        await expect(page.getByRole('button', { name: 'Update Customer' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Adjust points' })).toBeVisible();
        await screenshot(page, `customer-edit-${width}`);
        await page.getByRole('button', { name: 'Adjust points' }).click();
        await expect(page.getByRole('dialog', { name: 'Adjust points' })).toBeVisible();
        await screenshot(page, `customer-adjust-${width}`);
        await page.goto(`/customer/${id}/vouchers`);
        await pick(page, 'Free Teh Tarik');
        await expect(page.getByLabel(/^Charge 50 points/)).toBeChecked();
        await screenshot(page, `customer-assign-${width}`);
        await page.getByRole('combobox', { name: 'Voucher' }).fill('');
        await page.getByRole('combobox', { name: 'Voucher' }).click();
        await expect(page.getByRole('option').first()).toBeVisible();
        await screenshot(page, `customer-assign-picker-${width}`);
        await page.goto(`/customer/${id}/points`);
        await expect(
            page.getByRole('heading', { name: /^Points History: /, level: 1 })
        ).toBeVisible();
        await expect(page.getByText('Sample data')).toHaveCount(0);
        await screenshot(page, `customer-points-${width}`);
        await page.goto(`/customer/${id}/transactions`);
        await expect(
            page.getByRole('heading', { name: /^Transaction History: /, level: 1 })
        ).toBeVisible();
        await screenshot(page, `customer-transactions-${width}`);
    });
}

test("edit a customer's phone and see it after a reload", async ({ page }) => {
    await signInThroughApi(page);
    const id = await openFirstCustomer(page);
    await page.getByRole('link', { name: 'Edit profile' }).click();
    const phone = page.getByLabel(/^Phone Number/);
    await expect(phone).not.toHaveValue('');
    const next = `+6012${String(Date.now()).slice(-7)}`;
    await phone.fill(next);
    await page.getByRole('button', { name: 'Update Customer' }).click();
    await expect(page.getByText('Customer updated successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/customer/${id}$`));
    await page.goto(`/customer/${id}/edit`);
    await page.reload();
    await expect(page.getByLabel(/^Phone Number/)).toHaveValue(next);
});

test('adjust +50 with a reason, reverse it, and see both entries and the balance', async ({
    page,
}) => {
    await signInThroughApi(page);
    await openFirstCustomer(page);
    const balance = balanceShown(page);
    await expect(balance).toHaveText(/\d/);
    const before = Number((await balance.innerText()).replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Adjust points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust points' });
    await dialog.getByLabel(/^Points/).fill('50');
    await dialog.getByLabel(/^Reason/).fill('Missed purchase at KLCC');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(page.getByText('Points adjusted', { exact: true })).toBeVisible();
    await expect(balance).toHaveText(new RegExp(`^${(before + 50).toLocaleString('en-MY')}`));
    const recent = page.getByRole('region', { name: 'Recent Points Transactions' });
    await expect(recent.getByText('Missed purchase at KLCC')).toBeVisible();
    await expect(recent.getByText(/by admin/).first()).toBeVisible();

    await recent
        .getByRole('button', { name: 'Reverse +50 points: Missed purchase at KLCC' })
        .click();
    const reverse = page.getByRole('dialog', { name: 'Reverse this entry?' });
    await reverse.getByLabel(/^Reason/).fill('Entered on the wrong customer');
    await reverse.getByRole('button', { name: 'Reverse' }).click();
    await expect(page.getByText('Entry reversed', { exact: true })).toBeVisible();
    await expect(balance).toHaveText(new RegExp(`^${before.toLocaleString('en-MY')}`));
    await page.getByRole('link', { name: 'View all points transactions' }).click();
    await expect(page.getByRole('heading', { name: /^Points History: /, level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Missed purchase at KLCC' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Entered on the wrong customer' })).toBeVisible();
    await screenshot(page, 'customer-points-reversed-1440');
});

test('assign a 50-point voucher with charging, a refusal at 10 points, a refund on removal', async ({
    page,
    request,
}) => {
    const client = api(request, await apiToken(request));
    const [rich, poor] = await freeCustomers(client, 'Free Teh Tarik', 2);
    await setBalance(client, rich, 60);
    await setBalance(client, poor, 10);
    await signInThroughApi(page);

    await page.goto(`/customer/${rich.id}/vouchers`);
    const dialog = await pick(page, 'Free Teh Tarik');
    await expect(dialog.getByLabel('Charge 50 points')).toBeChecked();
    await expect(dialog.getByText('Balance: 60 points')).toBeVisible();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(
        page.getByText('Voucher assigned; 50 points charged', { exact: true })
    ).toBeVisible();
    await expect(rowsOf(page, 'Free Teh Tarik')).toHaveCount(1);

    await page.goto(`/customer/${poor.id}/vouchers`);
    const refused = await pick(page, 'Free Teh Tarik');
    await expect(refused.getByText('Balance: 10 points, not enough')).toBeVisible();
    await refused.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(
        page.getByText('This customer has 10 points; this voucher costs 50', { exact: true })
    ).toBeVisible();
    await expect(refused).toBeVisible();
    await screenshot(page, 'customer-assign-refused-1440');

    await page.goto(`/customer/${rich.id}`);
    await expect(balanceShown(page)).toHaveText(/^10(?!\d)/);
    await page.goto(`/customer/${rich.id}/vouchers`);
    await removeNewest(page, 'Free Teh Tarik');
    await expect(
        page.getByText('Voucher removed; 50 points refunded', { exact: true })
    ).toBeVisible();
    await expect(rowsOf(page, 'Free Teh Tarik')).toHaveCount(0);
    await page.goto(`/customer/${rich.id}`);
    await expect(balanceShown(page)).toHaveText(/^60(?!\d)/);
    const recent = page.getByRole('region', { name: 'Recent Points Transactions' });
    await expect(recent.getByRole('listitem').first()).toContainText('+50');
});

test('delete (anonymise) a customer and find them gone from search', async ({ page, request }) => {
    const client = api(request, await apiToken(request));
    const [customer] = await freeCustomers(client, 'Free Teh Tarik', 1);
    await signInThroughApi(page);
    await page.goto(`/customer/${customer.id}/edit`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText(
        'This action cannot be undone. This will permanently delete the customer and remove all associated data.'
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All Status' }).click();
    await page.getByPlaceholder('Search login ID, name or email').fill(customer.loginID);
    await expect(page.getByText(`No customer matches '${customer.loginID}'`)).toBeVisible();
    await page.goto(`/customer/${customer.id}`);
    await expect(page.getByText('Customer not found')).toBeVisible();
});

test('a search under Active that finds nothing offers to widen it to All Status', async ({
    page,
}) => {
    await signInThroughApi(page);
    await page.goto('/customers');
    // Demo customer 12 is suspended (server/seed/customers.ts draws each status from a hash of the id).
    await page.getByPlaceholder('Search login ID, name or email').fill('MY00000012');
    await expect(page.getByText("No Active customer matches 'MY00000012'")).toBeVisible();
    await screenshot(page, 'customers-widen-1440');
    await page.getByRole('button', { name: /under All Status$/ }).click();
    await expect(page.getByText('MY00000012').first()).toBeVisible();
});

test('a history range is typed as DD/MM/YYYY whatever the browser locale', async ({ page }) => {
    await signInThroughApi(page);
    const id = await openFirstCustomer(page);
    await page.goto(`/customer/${id}/points`);
    const from = page.getByRole('textbox', { name: 'From' });
    await expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await expect(page.getByRole('table')).toBeVisible();
    await from.fill('01/01/2000');
    await page.getByRole('textbox', { name: 'To' }).fill('31/12/2000');
    await expect(page.getByText('Nothing between these dates')).toBeVisible();
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await expect(from).toHaveValue('');
    await expect(page.getByRole('table')).toBeVisible();
});
