import type { Page } from '@playwright/test';
import { check, type Expected, type Heed, type Problem } from './check';
import { controlNamed, markControls } from './controls';
import { settle } from './settle';

// Pressing every control of one screen, one at a time: a dialog is read and then answered, a menu's every
// entry is pressed in turn (the menu opened again for each), a link is followed and its screen read; the
// screen is opened again whenever a press left it.

export interface Sweep {
    page: Page;
    /** The links this role has followed (by address): the same link leads to the same screen. */
    followed: Set<string>;
    heed: Heed;
    locale: string;
    /** e.g. 'manager ms 390x844 vouchers.list', in front of every problem */
    label: string;
    problems: Problem[];
}

const OPEN_DIALOG = '[role="dialog"]:visible, [role="alertdialog"]:visible';
const OPEN_MENU = '[role="menu"]:visible';
const OPEN_LIST = '[role="listbox"]:visible';

/** Opens `path` inside the running app (no reload), as a link would, and waits until it has loaded. */
export const visit = async (page: Page, path: string) => {
    await page.evaluate(target => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await settle(page);
};

/**
 * Closes the toasts on screen, as a clerk would before pressing what one covers (at 1440 px a toast sits over
 * the rows-per-page select). watch.ts has recorded each toast as it appeared, so nothing goes unread. The close
 * buttons are pressed in the page: a toast's own button is never under something else.
 */
const closeToasts = (page: Page) =>
    page.evaluate(() => {
        for (const close of document.querySelectorAll<HTMLButtonElement>(
            '[role="region"] li > button:last-child'
        ))
            close.click();
    });

/** Whether the page still shows the screen at `path` (its filters and sort may have changed). */
const isAt = (page: Page, path: string) =>
    new URL(page.url()).pathname === new URL(path, page.url()).pathname;

const trace = (text: string) => {
    if (process.env.SWEEP_TRACE) console.log(`${new Date().toISOString().slice(14, 23)} ${text}`);
};

export interface Answering {
    /** Whether to confirm the dialog a control opened (else it is cancelled). */
    confirm: (name: string) => boolean;
    /** Whether to leave a control unpressed (e.g. Save on a record that is not the sweep's own). */
    skip: (name: string, submit: boolean) => boolean;
    /** What a press of this control may bring. */
    expected: (name: string, submit: boolean) => Expected;
}

/**
 * Opens each choice field (select, autocomplete) inside `scope`, reads its list of choices as the other steps
 * are read, and closes it again with Escape: a choice's text is on screen only while its list is open.
 */
export const readChoices = async (sweep: Sweep, scope: string, step: string) => {
    const { page } = sweep;
    const fields = page.locator(scope).last().locator('[role="combobox"]:visible');
    for (let index = 0; index < (await fields.count()); index++) {
        const field = fields.nth(index);
        if (!(await field.isEnabled()) || (await field.getAttribute('aria-disabled')) === 'true')
            continue;
        // Its accessible name: aria-label, else the label the field points at or that holds it.
        const name = await field.evaluate(element => {
            const by = element.getAttribute('aria-labelledby')?.split(' ')[0];
            const label =
                element.getAttribute('aria-label') ??
                (by ? document.getElementById(by)?.textContent : undefined) ??
                (element as HTMLInputElement).labels?.[0]?.textContent;
            return (label ?? '').trim();
        });
        await closeToasts(page);
        await field.click({ timeout: 5_000 });
        await settle(page);
        // No list opened (a free-text combobox): nothing to read, and Escape would close the dialog.
        if (!(await page.locator(OPEN_LIST).count())) continue;
        sweep.problems.push(
            ...(await check(page, sweep.heed, `${step} "${name}" (choices)`, sweep.locale))
        );
        await page.keyboard.press('Escape');
        await page
            .locator(OPEN_LIST)
            .waitFor({ state: 'hidden', timeout: 3_000 })
            .catch(() => undefined);
    }
};

/** Reads the open dialog and its choices, then answers it: its main (contained) button to confirm, Escape to cancel. */
const answerDialog = async (sweep: Sweep, step: string, confirm: boolean, expected: Expected) => {
    const { page } = sweep;
    const dialog = page.locator(OPEN_DIALOG).last();
    sweep.problems.push(
        ...(await check(page, sweep.heed, `${step} (dialog)`, sweep.locale, expected))
    );
    await readChoices(sweep, OPEN_DIALOG, step);
    const main = dialog.locator('button.MuiButton-contained:enabled').last();
    if (confirm && (await main.count())) {
        await main.click();
        await settle(page);
    }
    // Cancelled, or still open after the confirmation (its form refused): Escape, as a clerk would.
    if (await dialog.isVisible()) await page.keyboard.press('Escape');
    await settle(page);
    await dialog.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => undefined);
};

/** The names of the open menu's enabled entries; the menu is closed again. */
const menuEntries = async (page: Page) => {
    const names = await page
        .locator(OPEN_MENU)
        .getByRole('menuitem')
        .evaluateAll(items =>
            items
                .filter(item => !item.matches('.Mui-disabled, [aria-disabled="true"]'))
                .map(item => (item.getAttribute('aria-label') ?? item.textContent ?? '').trim())
        );
    await page.keyboard.press('Escape');
    await page
        .locator(OPEN_MENU)
        .waitFor({ state: 'hidden', timeout: 3_000 })
        .catch(() => undefined);
    return names;
};

/** Presses the control `key` (and then the entry `entry` of the menu it opens), answers and reads the result. */
const pressOnce = async (
    sweep: Sweep,
    key: string,
    name: string,
    answering: Answering,
    submit: boolean,
    entry?: string
) => {
    const { page } = sweep;
    const pressed = entry ?? name;
    const step = `${sweep.label} "${name}"${entry === undefined ? '' : ` > "${entry}"`}`;
    await closeToasts(page);
    await controlNamed(page, key).click({ timeout: 5_000 });
    await settle(page);
    if (entry !== undefined) {
        await page
            .locator(OPEN_MENU)
            .getByRole('menuitem', { name: entry, exact: true })
            .click({ timeout: 5_000 });
        await settle(page);
    }
    const expected = answering.expected(pressed, submit);
    if (await page.locator(OPEN_DIALOG).count())
        await answerDialog(sweep, step, answering.confirm(pressed), expected);
    sweep.problems.push(...(await check(page, sweep.heed, step, sweep.locale, expected)));
};

/**
 * Presses every control of the screen at `path` but those in `done` (pressed at an earlier size) and those
 * `answering.skip` leaves; `isLast` ones (destructive) come after the rest.
 */
export const pressAll = async (
    sweep: Sweep,
    path: string,
    answering: Answering,
    isLast: (name: string) => boolean,
    done: Set<string>
) => {
    const { page } = sweep;
    /** Whether the control `key` is on screen, the screen opened again if a press left it. */
    const ready = async (key: string) => {
        const away =
            !isAt(page, path) || (await page.locator(`${OPEN_DIALOG}, ${OPEN_MENU}`).count()) > 0;
        if (away) await visit(page, path);
        if (!away && (await controlNamed(page, key).count())) return true;
        return (await markControls(page)).some(other => other.key === key);
    };
    const controls = (await markControls(page)).filter(
        control => !done.has(control.key) && !answering.skip(control.name, control.submit)
    );
    controls.sort((a, b) => Number(isLast(a.name)) - Number(isLast(b.name)));
    for (const control of controls) {
        trace(`${sweep.label} ${control.key}`);
        done.add(control.key);
        try {
            if (!(await ready(control.key))) continue;
            const href = await controlNamed(page, control.key).getAttribute('href');
            if (href && sweep.followed.has(href)) continue;
            if (href) sweep.followed.add(href);
            // The pointer leaves the previous control first, as a hand does, so that its tooltip closes.
            await page.mouse.move(0, 0);
            await closeToasts(page);
            await controlNamed(page, control.key).click({ timeout: 5_000 });
            await settle(page);
            if (!(await page.locator(OPEN_MENU).count())) {
                const expected = answering.expected(control.name, control.submit);
                const step = `${sweep.label} "${control.name}"`;
                if (await page.locator(OPEN_DIALOG).count())
                    await answerDialog(sweep, step, answering.confirm(control.name), expected);
                sweep.problems.push(
                    ...(await check(page, sweep.heed, step, sweep.locale, expected))
                );
                continue;
            }
            const entries = await menuEntries(page);
            for (const entry of entries) {
                if (!(await ready(control.key))) break;
                await pressOnce(sweep, control.key, control.name, answering, false, entry);
            }
        } catch (error) {
            // Playwright's call log ends with what stood in the way (e.g. another element taking the click).
            const lines = (error as Error).message.split('\n').map(line => line.trim());
            const reason = [
                lines[0],
                ...lines
                    .filter(line => /intercepts|not visible|not stable|outside/.test(line))
                    .slice(-1),
            ];
            sweep.problems.push({
                step: `${sweep.label} "${control.name}"`,
                problem: `could not be pressed: ${reason.join(' ')}`,
            });
        }
    }
    if (!isAt(page, path)) await visit(page, path);
};
