import { existsSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { makeRecords, spec7Records } from './sweep/records';
import { sweepAs } from './sweep/run';
import { SCREENS } from './sweep/screens';
import { LOCALES, SIZES, STAFF } from './sweep/staff';

// The action sweep: for each role and language, every screen of the resource registry (and the dashboard,
// the login screen, the menus) at desktop and phone size, every enabled control pressed, every create the
// role may make. It fails on error toasts and failed requests that a step does not expect, raw text, English
// on a Malay screen, a press that leads to Access denied, a browser console error, and a new record missing
// from the screen the clerk lands on (e2e/sweep/check.ts, creates.ts). A role's two languages run side by
// side, each in its own signed-in browser context.

// The roles' sweeps are independent: each may run in a worker of its own, on that worker's server.
test.describe.configure({ mode: 'parallel' });

for (const staff of STAFF) {
    test(`sweep: ${staff.role}, English and Malay`, async ({ browser, request }) => {
        test.setTimeout(1_200_000);
        const followed = new Set<string>();
        const lanes = await Promise.all(
            LOCALES.map(async locale => {
                const tag = `${staff.role}-${locale}-${Date.now().toString(36)}`;
                const { records, remove } = await makeRecords(request, tag);
                let made: string[] = [];
                try {
                    const swept = await sweepAs(browser, staff, locale, records, followed);
                    made = swept.made;
                    return { locale, ...swept };
                } finally {
                    await remove(made);
                }
            })
        );
        for (const { locale, problems, screens } of lanes) {
            writeFileSync(
                `test-results/sweep-${staff.role}-${locale}.json`,
                JSON.stringify({ problems, screens }, null, 1)
            );
            expect(screens, 'every screen at every size').toHaveLength(
                SCREENS.length * SIZES.length
            );
        }
        expect(lanes.flatMap(lane => lane.problems)).toEqual([]);
    });
}

// The same sweep against a provider that serves the calls of spec §7 only, with optional fields left out
// (e2e/spec7Server.ts): there are no roles there, so one staff member stands for all.
const spec7Module = './spec7Server.ts';
const hasSpec7 = existsSync(new URL(spec7Module, import.meta.url));

test.describe('against a provider of spec §7 only', () => {
    test.skip(!hasSpec7, 'e2e/spec7Server.ts is not there yet');

    test('sweep: staff, English and Malay', async ({ browser, request }) => {
        test.setTimeout(1_200_000);
        const { startSpec7Server, spec7Credentials } = (await import(spec7Module)) as {
            startSpec7Server: (options: {
                port: number;
            }) => Promise<{ baseURL: string; stop: () => Promise<void> }>;
            spec7Credentials: { username: string; password: string };
        };
        // The provider honours one token at a time (a second sign-in ends the first session), so each
        // language gets a provider of its own; they start with the same records.
        const servers = await Promise.all(LOCALES.map(() => startSpec7Server({ port: 0 })));
        try {
            const records = await spec7Records(request, servers[0].baseURL, spec7Credentials);
            // No roles on §7: the provider's one staff member may do everything, as an admin may.
            const staff = { role: 'admin' as const, ...spec7Credentials };
            const followed = new Set<string>();
            const lanes = await Promise.all(
                LOCALES.map((locale, index) =>
                    sweepAs(browser, staff, locale, records, followed, {
                        baseURL: servers[index].baseURL,
                        creates: ['voucher', 'advertisement'],
                    })
                )
            );
            expect(lanes.flatMap(lane => lane.problems)).toEqual([]);
        } finally {
            await Promise.all(servers.map(server => server.stop()));
        }
    });
});
