import type { Page } from '@playwright/test';
import { expect, screenshot, signInThroughApi, test } from './fixtures';

// The notifications extension end to end: a draft for one customer, scheduled a little ahead from
// the list, watched moving to Sent with its figures, then read in the customer's Messages card.

/** The first customer of the list: their name and id. */
const firstCustomer = async (page: Page) => {
    await page.goto('/customers');
    const row = page.getByRole('row').nth(1);
    await expect(row).toBeVisible();
    const name = (await row.getByRole('cell').nth(1).textContent()) ?? '';
    await row.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/customer\/\d+$/);
    return { name: name.trim(), id: page.url().split('/').pop() as string };
};

/** The next whole minute at least 15 s ahead (the schedule is chosen to the minute), typed DD/MM/YYYY HH:mm. */
const nextMinute = () => {
    const at = new Date(Date.now() + 15_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
    return { at, local };
};

const item = (page: Page, title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('a draft for one customer is scheduled, goes out on time and reaches their Messages', async ({
    page,
}) => {
    test.setTimeout(180_000);
    await signInThroughApi(page);
    const customer = await firstCustomer(page);
    const title = `Teh tarik Tuesday ${Date.now() % 100_000}`;

    await page.goto('/notifications');
    await expect(page.getByRole('tab', { name: /Drafts/ })).toBeVisible();
    await expect(page.getByText('Sample data', { exact: true })).toHaveCount(0);
    await screenshot(page, 'notifications-1440');
    await page.getByRole('link', { name: 'Create notification' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
        .getByRole('textbox', { name: 'Message' })
        .fill('Half-price teh tarik at every outlet.');
    await page.getByRole('radio', { name: 'Specific' }).check();
    await page.getByRole('combobox', { name: 'Customers' }).fill(customer.name);
    await page
        .getByRole('option', { name: new RegExp(`^${customer.name}`) })
        .first()
        .click();
    await screenshot(page, 'notification-create-1440');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(`Draft "${title}" saved`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/notifications$/);

    await page.getByRole('tab', { name: /Drafts/ }).click();
    await item(page, title)
        .getByRole('button', { name: `Actions for ${title}` })
        .click();
    await page.getByRole('menuitem', { name: 'Schedule' }).click();
    const { at, local } = nextMinute();
    await page.getByLabel('Send at').fill(local);
    await page.getByRole('dialog').getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText(new RegExp(`^"${title}" is scheduled for`))).toBeVisible();
    await page.getByRole('tab', { name: /Scheduled/ }).click();
    await expect(item(page, title)).toBeVisible();

    // The list polls while the schedule is due: the notification leaves Scheduled by itself.
    await page.getByRole('tab', { name: /Sent/ }).click();
    await expect(item(page, title)).toBeVisible({ timeout: at.getTime() - Date.now() + 30_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    await expect(item(page, title).getByText(/^Sending/)).toHaveCount(0, { timeout: 20_000 });
    await screenshot(page, 'notifications-sent-1440');
    await item(page, title)
        .getByRole('button', { name: `Actions for ${title}` })
        .click();
    await page.getByRole('menuitem', { name: 'View details' }).click();
    const figures = page.getByRole('table', { name: 'Delivery by channel' });
    await expect(figures.getByRole('row', { name: /In-App/ })).toHaveText(/In-App\s*0\s*1\s*0\s*0/);
    await screenshot(page, 'notification-details-1440');
    await page.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/customer/${customer.id}`);
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect(messages.getByRole('heading', { name: title })).toBeVisible();
    await expect(messages.getByRole('listitem').filter({ hasText: title })).toContainText('Unread');
    await messages.scrollIntoViewIfNeeded();
    await screenshot(page, 'customer-messages-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await messages.scrollIntoViewIfNeeded();
    await screenshot(page, 'customer-messages-390');
    await page.goto('/notifications');
    await expect(item(page, title)).toBeVisible();
    await screenshot(page, 'notifications-390');
    await item(page, title)
        .getByRole('button', { name: `Actions for ${title}` })
        .click();
    await page.getByRole('menuitem', { name: 'View details' }).click();
    await expect(page.getByRole('table', { name: 'Delivery by channel' })).toBeVisible();
    await screenshot(page, 'notification-details-390');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.goto('/notification/create');
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await screenshot(page, 'notification-create-390');
});
