import type { Page } from '@playwright/test';
import { defaultPermissions, type Permission } from '../../contract/permissions';
import type { StaffRole } from '../../contract/staffUser';
import { solidPng } from '../images';
import { check } from './check';
import { type Sweep, visit } from './press';
import { only } from './screens';
import { settle } from './settle';
import { t } from './texts';

// Each create a role may make, through its form as a clerk would, and then the new record looked for on the
// screen the clerk lands on. Fields are found by name, so the same steps serve both languages. What the
// sweep made is removed afterwards through the API (`made`).

interface Create {
    what: string;
    permission: Permission;
    /** Fills the form or dialog with `name`, saves, and answers the POST's path prefix. */
    make: (page: Page, locale: string, name: string, customer: string) => Promise<string>;
}

const png = () => ({
    name: 'sweep.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 32, [46, 125, 50]),
});
const main = (page: Page) => page.locator('#main-content');
const fill = (page: Page, field: string, value: string) =>
    main(page).locator(`[name="${field}"]`).first().fill(value);

const CREATES: Create[] = [
    {
        what: 'voucher',
        permission: 'vouchers:write',
        make: async (page, _locale, name) => {
            await visit(page, '/voucher/create');
            await fill(page, 'name', name);
            await fill(page, 'code', `SW-${Date.now().toString(36)}`);
            await fill(page, 'discountValue', '10');
            await main(page).locator('input[type="file"]').setInputFiles(png());
            await main(page).locator('button[type="submit"]').click();
            return '/v1/i/vouchers';
        },
    },
    {
        what: 'advertisement',
        permission: 'advertisements:write',
        make: async (page, _locale, name) => {
            await visit(page, '/advertisement/create');
            await fill(page, 'title', name);
            // Now in local time, typed as the console's date-time fields read it: DD/MM/YYYY HH:mm.
            const now = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000);
            const [day = '', time = ''] = now.toISOString().slice(0, 16).split('T');
            const [year, month, date] = day.split('-');
            await fill(page, 'startDateTime', `${date}/${month}/${year} ${time}`);
            await main(page).locator('input[type="file"]').setInputFiles(png());
            await main(page).locator('button[type="submit"]').click();
            return '/v1/i/advertisement';
        },
    },
    {
        what: 'notification',
        permission: 'notifications:write',
        make: async (page, locale, name) => {
            await visit(page, '/notification/create');
            await fill(page, 'title', name);
            await fill(page, 'message', 'Made by the sweep.');
            await main(page)
                .getByRole('button', { name: t(locale, 'app.notifications.form.draft') })
                .click();
            return '/v1/i/notifications';
        },
    },
    {
        what: 'staff user',
        permission: 'users:write',
        make: async (page, _locale, name) => {
            await visit(page, '/user/create');
            await fill(page, 'name', name);
            await fill(page, 'username', `sw${Date.now().toString(36)}`);
            await main(page).getByRole('combobox').first().click();
            await page.getByRole('option').last().click();
            await fill(page, 'password', 'Cendol#Pandan7');
            await main(page).locator('button[type="submit"]').click();
            return '/v1/i/staff-users';
        },
    },
    {
        what: 'points adjustment',
        permission: 'customers:write',
        make: async (page, locale, name, customer) => {
            await visit(page, `/customer/${customer}`);
            await main(page)
                .getByRole('button', { name: t(locale, 'app.customers.ledger.adjust') })
                .click();
            const dialog = page.getByRole('dialog');
            await dialog.locator('input[type="number"]').fill('5');
            await dialog.locator('textarea').first().fill(name);
            await dialog.locator('button.MuiButton-contained').click();
            return `/v1/i/customers/${customer}`;
        },
    },
];

/**
 * Makes every record `role` may make (of `kinds`, when given: a provider of spec §7 has only some creates);
 * answers the API paths of what was made, to remove afterwards.
 */
export const sweepCreates = async (
    sweep: Sweep,
    role: StaffRole,
    customer: string,
    kinds?: readonly string[]
) => {
    const { page } = sweep;
    const made: string[] = [];
    const allowed = CREATES.filter(({ permission }) =>
        defaultPermissions(role).includes(permission)
    );
    const chosen = allowed.filter(
        ({ what }) => (!kinds || kinds.includes(what)) && only.test(`create ${what}`)
    );
    for (const create of chosen) {
        const name = `Sweep ${create.what} ${Date.now().toString(36)}`;
        const step = `${sweep.label} create ${create.what}`;
        const saved = page
            .waitForResponse(response => response.request().method() === 'POST', {
                timeout: 15_000,
            })
            .catch(() => undefined);
        const path = await create.make(page, sweep.locale, name, customer);
        const answer = await saved;
        await settle(page);
        sweep.problems.push(...(await check(page, sweep.heed, step, sweep.locale)));
        // A provider of spec §7 may answer a create with no body at all.
        const text = answer?.ok() ? await answer.text() : '';
        const id = text ? (JSON.parse(text) as Record<string, { id?: string }>) : undefined;
        const record = id && Object.values(id)[0]?.id;
        if (record && !path.startsWith('/v1/i/customers')) made.push(`${path}/${record}`);
        const shown = await page
            .getByText(name)
            .first()
            .isVisible()
            .catch(() => false);
        if (!shown)
            sweep.problems.push({
                step,
                problem: `the new ${create.what} is not on the screen it lands on (${new URL(page.url()).pathname})`,
            });
    }
    return made;
};
