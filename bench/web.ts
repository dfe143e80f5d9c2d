import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';
import { freePort, startServer } from '../e2e/server.ts';
import { bundleSizes, gzippedFiles } from './bundleSize.ts';
import { firstRowTime } from './firstRow.ts';
import { serveBuild } from './staticProxy.ts';

// npm run bench:web — the console against a bare react-admin page with one resource, built in the same run:
// gzip size of the entry JS (entry chunk and its static imports), of the JS fetched before the list's first
// row (the console loads its app chunk beside the list's), and of all JS; and the median time from a fresh
// load of the voucher list, with a session, to its first data row in headless Chromium.

const root = path.resolve(import.meta.dirname, '..');
const out = (name: string) => path.join(root, 'bench', 'results', name);
// BENCH_WEB_RUNS: more loads than the default five, when the machine is too noisy for a median of five.
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error('BENCH_WEB_RUNS must be a whole number from 1');
const ADMIN_PASSWORD = 'bench-admin-Passw0rd!';

const buildBoth = async () => {
    const common = {
        logLevel: 'warn' as const,
        build: { emptyOutDir: true, manifest: true, sourcemap: false },
    };
    await build({
        ...common,
        configFile: path.join(root, 'vite.config.ts'),
        root,
        build: { ...common.build, outDir: out('console') },
    });
    await build({
        ...common,
        configFile: false,
        root: path.join(root, 'bench', 'bare'),
        plugins: [react()],
        build: { ...common.build, outDir: out('bare') },
    });
};

const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

const main = async () => {
    console.log('Building the console and the bare page...');
    await buildBoth();
    const sizes = { console: bundleSizes(out('console')), bare: bundleSizes(out('bare')) };

    console.log('Starting the API server...');
    const api = await startServer({
        port: await freePort(),
        adminPassword: ADMIN_PASSWORD,
        entry: 'server/main.ts',
    });
    const pages = {
        console: {
            server: await serveBuild(out('console'), Number(new URL(api.baseURL).port)),
            path: '/vouchers',
        },
        bare: {
            server: await serveBuild(out('bare'), Number(new URL(api.baseURL).port)),
            path: '/#/vouchers',
        },
    };
    const browser = await chromium.launch(chromiumLaunchOptions);
    const times: Record<'console' | 'bare', number[]> = { console: [], bare: [] };
    const firstScreenJs = { console: 0, bare: 0 };
    try {
        // One untimed load of each page first: the API's and the browser's first-use costs are not the pages'.
        for (const name of ['console', 'bare'] as const) {
            await firstRowTime(browser, pages[name].server.url, pages[name].path, ADMIN_PASSWORD);
        }
        for (let run = 1; run <= RUNS; run++) {
            // Alternating the two pages spreads any drift of the machine over both.
            for (const name of ['console', 'bare'] as const) {
                const { server, path: listPath } = pages[name];
                const { ms, scripts } = await firstRowTime(
                    browser,
                    server.url,
                    listPath,
                    ADMIN_PASSWORD
                );
                times[name].push(ms);
                firstScreenJs[name] = gzippedFiles(out(name), scripts);
            }
            console.log(
                `run ${run}: console ${times.console.at(-1)} ms, bare ${times.bare.at(-1)} ms`
            );
        }
    } finally {
        await browser.close();
        await pages.console.server.close();
        await pages.bare.server.close();
        await api.stop();
    }

    const rows = [
        ['', 'console', 'bare react-admin', 'console / bare', 'target'],
        [
            'entry JS (gzip)',
            `${kb(sizes.console.entry)} (${sizes.console.entryFiles} files)`,
            `${kb(sizes.bare.entry)} (${sizes.bare.entryFiles} files)`,
            ratio(sizes.console.entry, sizes.bare.entry),
            '<= 1.15x',
        ],
        [
            'JS before first row (gzip)',
            kb(firstScreenJs.console),
            kb(firstScreenJs.bare),
            ratio(firstScreenJs.console, firstScreenJs.bare),
            '',
        ],
        [
            'all JS (gzip)',
            `${kb(sizes.console.all)} (${sizes.console.allFiles} files)`,
            `${kb(sizes.bare.all)} (${sizes.bare.allFiles} files)`,
            ratio(sizes.console.all, sizes.bare.all),
            '',
        ],
        [
            `first row, median of ${RUNS}`,
            `${median(times.console)} ms`,
            `${median(times.bare)} ms`,
            ratio(median(times.console), median(times.bare)),
            '<= 1.0x',
        ],
    ];
    const widths = rows[0].map((_, column) => Math.max(...rows.map(row => row[column].length)));
    console.log('');
    for (const row of rows)
        console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
};

main().catch(error => {
    console.error(error);
    process.exit(1);
});
