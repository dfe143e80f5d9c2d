import type { Browser } from '@playwright/test';
import type { StaffRole } from '../../contract/staffUser';
import type { Problem } from './check';
import { sweepCreates } from './creates';
import type { Sweep } from './press';
import type { SweepRecords } from './records';
import { sweepScreen } from './screenSweep';
import { SCREENS } from './screens';
import { settle, trackRequests } from './settle';
import { signIn, signOut, sweepMenu, sweepUserMenu } from './shell';
import { SIZES, sizeName } from './staff';
import { listen } from './watch';

// One role in one language: one browser context signed in once, the viewport switched between the sizes.
// The creates run at desktop size in English and at phone size in Malay, so that both sizes see them.

export const sweepAs = async (
    browser: Browser,
    staff: { role: StaffRole; username: string; password: string },
    locale: string,
    records: SweepRecords,
    followed: Set<string>,
    provider: { baseURL?: string; creates?: readonly string[] } = {}
) => {
    // Playwright's own baseURL (the e2e server) unless the provider is another.
    const where = provider.baseURL ? { baseURL: provider.baseURL } : {};
    const context = await browser.newContext({ viewport: SIZES[0], ...where });
    await context.addInitScript(chosen => {
        if (!localStorage.getItem('RaStore.locale'))
            localStorage.setItem('RaStore.locale', JSON.stringify(chosen));
    }, locale);
    const page = await context.newPage();
    trackRequests(page);
    const heed = await listen(page);
    const problems: Problem[] = [];
    const sweep = (size: (typeof SIZES)[number]): Sweep => ({
        page,
        followed,
        heed,
        locale,
        label: `${staff.role} ${locale} ${sizeName(size)}`,
        problems,
    });
    const screens: string[] = [];
    let made: string[] = [];
    try {
        await signIn(sweep(SIZES[0]), staff.username, staff.password);
        for (const size of SIZES) {
            await page.setViewportSize(size);
            await settle(page);
            await sweepMenu(sweep(size), size.width < 900);
            await sweepUserMenu(sweep(size));
        }
        for (const screen of SCREENS) {
            const done = new Set<string>();
            for (const [index, size] of SIZES.entries()) {
                await page.setViewportSize(size);
                const last = index === SIZES.length - 1;
                const outcome = await sweepScreen(sweep(size), screen, records, last, done);
                screens.push(`${screen.name} ${sizeName(size)}: ${outcome}`);
            }
        }
        const createSize = locale === 'ms' ? SIZES[1] : SIZES[0];
        await page.setViewportSize(createSize);
        made = await sweepCreates(
            sweep(createSize),
            staff.role,
            records.ids.customers,
            provider.creates
        );
        await signOut(sweep(SIZES[1]));
    } finally {
        await context.close();
    }
    return { problems: firstSightings(problems), screens, made };
};

/** Each problem once, with the first step that showed it (a screen's raw text shows at every press). */
const firstSightings = (problems: Problem[]) => {
    const first = new Map<string, string>();
    for (const { step, problem } of problems) if (!first.has(problem)) first.set(problem, step);
    return [...first].map(([problem, step]) => `${step}: ${problem}`);
};

export const screenSweepReport = (screens: string[]) => `Screens:\n${screens.join('\n')}`;
