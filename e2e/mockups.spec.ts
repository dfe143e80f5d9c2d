import type { Page } from '@playwright/test';
import { expect, login, screenshot, test } from './fixtures';
import { withoutExtensions } from './withoutExtensions';

// The mockup screens hold sample data and make no calls (spec §1): one pass through the Notifications
// and Users entries of the sidebar, at desktop and phone sizes, with screenshots to look at.

const fullPage = (page: Page, name: string) =>
    page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });

const openEntry = async (page: Page, name: 'Notifications' | 'Users', phone: boolean) => {
    if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
};

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

/**
 * Collects API calls made while the mockup screens are open: there must be none. A typed URL reloads the
 * app and the guard refreshes the session (spec §2); that is the shell's call, not the screen's.
 */
const watchApiCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', request => {
        const { pathname } = new URL(request.url());
        const shell = pathname.startsWith('/v1/i/auth/');
        if (pathname.startsWith('/v1/') && !shell) calls.push(pathname);
    });
    return calls;
};

test('notifications: tabs, a status menu, Send Now, and the unconnected form', async ({ page }) => {
    await withoutExtensions(page);
    await login(page);
    const calls = watchApiCalls(page);
    await openEntry(page, 'Notifications', false);
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(tab(page, /^All\s*9$/)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, /^Drafts\s*3$/)).toBeVisible();
    await screenshot(page, 'sample-notifications-1440');

    await page.getByRole('button', { name: 'Actions for Welcome to the new rewards app' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
        'View details',
        'Edit',
        'Send Now',
        'Schedule',
        'Delete',
    ]);
    await screenshot(page, 'sample-notifications-menu-1440');
    await page.getByRole('menuitem', { name: 'Send Now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send Now' }).click();
    await expect(tab(page, /^Sent\s*5$/)).toBeVisible();
    await expect(tab(page, /^Drafts\s*2$/)).toBeVisible();

    await tab(page, /^Scheduled/).click();
    await page.getByRole('button', { name: 'Actions for Year-end sale starts' }).click();
    await page.getByRole('menuitem', { name: 'View details' }).click();
    await expect(page.getByRole('dialog', { name: 'Notification details' })).toBeVisible();
    await screenshot(page, 'sample-notification-details-1440');
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Create notification' }).click();
    await expect(page).toHaveURL(/\/notification\/create$/);
    await page.getByRole('button', { name: 'Create notification' }).click();
    await expect(page.getByText('Please enter a title')).toBeVisible();
    await fullPage(page, 'sample-notification-create-errors-1440');
    await page.getByLabel('Title').fill('Flash sale');
    await page.getByLabel('Message').fill('Two hours only, at every outlet.');
    await page.getByRole('button', { name: 'Create notification' }).click();
    await expect(page.getByText('Not connected yet', { exact: true })).toBeVisible();
    await screenshot(page, 'sample-notification-create-1440');
    expect(calls).toEqual([]);
});

test('users: role and status filters, a user, and the add-user form', async ({ page }) => {
    await withoutExtensions(page);
    await login(page);
    const calls = watchApiCalls(page);
    await openEntry(page, 'Users', false);
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('row')).toHaveCount(9);
    await screenshot(page, 'users-1440');

    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(page).toHaveURL(/role=manager/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await screenshot(page, 'users-filtered-1440');

    await page.getByRole('link', { name: 'Daniel Tan', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Daniel Tan' })).toBeVisible();
    await screenshot(page, 'user-show-1440');
    await page.goBack();
    await expect(page.getByRole('row')).toHaveCount(2);

    await page.goto('/user/404');
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();

    await page.goto('/users');
    await page.getByRole('link', { name: 'Add new user' }).click();
    await expect(page).toHaveURL(/\/user\/create$/);
    await expect(
        page.getByText(
            'At least 8 characters with uppercase, lowercase, number and special character'
        )
    ).toBeVisible();
    await fullPage(page, 'user-create-1440');
    expect(calls).toEqual([]);
});

test('the mockup screens at 390x844, reached through the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withoutExtensions(page);
    await login(page);
    await openEntry(page, 'Notifications', true);
    await expect(tab(page, /^All\s*9$/)).toBeVisible();
    await screenshot(page, 'sample-notifications-390');
    await page.getByRole('link', { name: 'Create notification' }).click();
    await expect(page.getByLabel('Title')).toBeVisible();
    await fullPage(page, 'sample-notification-create-390');

    await openEntry(page, 'Users', true);
    await screenshot(page, 'users-390');
    await page.getByRole('link', { name: 'Aisyah Rahman', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aisyah Rahman' })).toBeVisible();
    await fullPage(page, 'user-show-390');
    await page.goto('/user/create');
    await expect(page.getByLabel('Username')).toBeVisible();
    await fullPage(page, 'user-create-390');
    // Nothing may be wider than the phone: a horizontal scrollbar would mean a broken layout.
    const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    expect(overflow).toBeLessThanOrEqual(0);
});
