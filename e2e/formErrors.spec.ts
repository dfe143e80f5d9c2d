import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, signInThroughApi, test } from './fixtures';

// Errors on the field: the empty voucher form's submit keeps the spec's toast (§5), marks the
// field and focuses it, and the toast leaves the form's action bar in sight.

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const boxOf = async (locator: Locator) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not rendered');
    return box;
};

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

const sizes = [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
];

for (const size of sizes) {
    test(`the empty voucher form marks and focuses its first field, the toast clear of the bar (${size.name})`, async ({
        page,
    }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await signInThroughApi(page);
        await page.goto('/voucher/create');
        const submit = page.getByRole('button', { name: 'Create Voucher' });
        await submit.click();

        const toast = toastRegion(page).locator('li');
        await expect(toast.getByText('Missing information', { exact: true })).toBeVisible();
        await expect(toast.getByText('Please enter a voucher name', { exact: true })).toBeVisible();

        const name = page.getByLabel(/^Name\s*\*?$/);
        await expect(name).toBeFocused();
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        // The message also stands under the field, and the POS code, blank too, is marked as well.
        await expect(name).toHaveAccessibleDescription('Please enter a voucher name');
        await expect(page.getByLabel(/^POS code\s*\*?$/)).toHaveAttribute('aria-invalid', 'true');

        const bar = submit.locator('xpath=..');
        await expect(submit).toBeInViewport({ ratio: 1 });
        const [barBox, toastBox] = [await boxOf(bar), await boxOf(toast)];
        expect(intersects(barBox, toastBox), JSON.stringify({ barBox, toastBox })).toBe(false);
        await screenshot(page, `form-errors-voucher-${size.name}`);

        // Typing clears the mark; the next submit names, marks and focuses the next rule that fails.
        await name.fill('Half done');
        await expect(name).not.toHaveAttribute('aria-invalid', 'true');
        await submit.click();
        await expect(
            toast.getByText('Please enter a discount value', { exact: true })
        ).toBeVisible();
        const discount = page.getByLabel(/^Discount value/);
        await expect(discount).toBeFocused();
        await expect(discount).toHaveAttribute('aria-invalid', 'true');
        const [barAgain, toastAgain] = [await boxOf(bar), await boxOf(toast)];
        expect(intersects(barAgain, toastAgain)).toBe(false);
    });
}

// The advertisement form's bar is react-admin's toolbar, fixed to the bottom on a phone.
for (const size of sizes) {
    test(`the empty advertisement form focuses the campaign name, the toast clear of the bar (${size.name})`, async ({
        page,
    }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await signInThroughApi(page);
        await page.goto('/advertisement/create');
        const submit = page.getByRole('button', { name: 'Create advertisement' });
        await submit.click();
        const toast = toastRegion(page).locator('li');
        await expect(
            toast.getByText('Please enter a campaign name', { exact: true })
        ).toBeVisible();
        const title = page.getByRole('textbox', { name: /^Campaign name/ });
        await expect(title).toBeFocused();
        await expect(title).toHaveAttribute('aria-invalid', 'true');
        await expect(submit).toBeInViewport({ ratio: 1 });
        const [submitBox, toastBox] = [await boxOf(submit), await boxOf(toast)];
        expect(intersects(submitBox, toastBox), JSON.stringify({ submitBox, toastBox })).toBe(
            false
        );
        await screenshot(page, `form-errors-advertisement-${size.name}`);
    });
}
