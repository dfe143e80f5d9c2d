import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { firstScreenModules } from './tools/firstScreen.ts';

const muiCore =
    /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine)|@emotion|react-transition-group|@popperjs|clsx|prop-types|react-is|stylis)[\\/]/;

const reactAdmin =
    /node_modules[\\/](ra-core|ra-ui-materialui|react-admin|ra-i18n-polyglot|node-polyglot|react-router|react-router-dom|@tanstack|lodash|react-hook-form|inflection|query-string|jsonexport|eventemitter3|react-error-boundary|dompurify)[\\/]/;

// The modules of the entry, the app shell and the list screens, found by a build of their own before this one
// chunks (tools/firstScreen.ts).
const firstScreen = firstScreenModules();

// Console test files that need the console's modules imported afresh, run in a project that isolates them: one
// mocks a module (vi.mock), one leaves reads started before the first render (src/startup.ts) in http.ts.
const consoleMocking = [
    'tests/console/api/extensions.test.tsx',
    'tests/console/api/prefetch.test.tsx',
];

// The dev server proxies the API so that the console and the API share one origin, as in `npm start`.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
    // Each built file also as .gz and .br beside it, which the server sends to a browser that accepts them
    // (server/plugins/consoleFiles.ts): compressed once at build time, never per request.
    plugins: [react(), firstScreen.plugin, compression({ logLevel: 'silent' })],
    server: {
        port: 5173,
        proxy: {
            '/v1': { target: apiTarget, changeOrigin: false },
            '/uploads': { target: apiTarget, changeOrigin: false },
        },
    },
    // Hidden maps: written for error reports, referenced by no bundle, and never served (server/plugins/consoleFiles.ts).
    build: {
        outDir: 'dist',
        sourcemap: 'hidden',
        rolldownOptions: {
            output: {
                codeSplitting: {
                    // Every screen needs MUI's core and react-admin: one chunk each, instead of the pieces split
                    // by the screens that share them (76 files before the voucher list's first row, queued six at
                    // a time on the browser's connections; now 22). The first row came 784 -> 727 ms over 11 loads
                    // in turns (docs/performance.md). The entry imports neither (src/api/http.ts has its own
                    // HttpError for that), so the session refresh still starts before either arrives.
                    // Of those, only what a first screen uses (the entry, the app, each list): the forms' inputs,
                    // the file drop zone and the like are left to the chunks of the screens that use them. The voucher
                    // list's first row came after 358 kB of JS instead of 414 (gzip; docs/performance.md).
                    groups: [
                        {
                            name: 'ui',
                            test: id => muiCore.test(id) && firstScreen.has(id),
                            priority: 2,
                        },
                        {
                            name: 'ra',
                            test: id => reactAdmin.test(id) && firstScreen.has(id),
                            priority: 1,
                        },
                    ],
                },
            },
        },
    },
    test: {
        projects: [
            {
                extends: true,
                test: {
                    name: 'console',
                    environment: 'jsdom',
                    // Vitest's 5 s is too short for a screen driven through several steps while CI runs the
                    // e2e suite beside this one on two cores (a 4-step assign took 5.3 s there). Each wait
                    // for an element keeps Testing Library's own limit (setup.ts).
                    testTimeout: 30_000,
                    include: ['tests/console/**/*.test.{ts,tsx}'],
                    exclude: consoleMocking,
                    setupFiles: ['tests/console/setup.ts'],
                    // The files share one module graph and one jsdom instead of importing react-admin and MUI
                    // afresh each (a third of the project's time). setup.ts gives each file the state a fresh
                    // page would have.
                    isolate: false,
                },
            },
            {
                // The files that mock a module of the console, which must be imported afresh for them.
                extends: true,
                test: {
                    name: 'console-mocking',
                    environment: 'jsdom',
                    testTimeout: 30_000,
                    include: consoleMocking,
                    setupFiles: ['tests/console/setup.ts'],
                },
            },
            {
                test: {
                    // The console's providers against each reading of spec §7 and against our server.
                    name: 'contract',
                    environment: 'jsdom',
                    include: ['tests/contract/**/*.test.ts'],
                    globalSetup: ['tests/contract/serverSetup.ts'],
                    testTimeout: 30_000,
                    hookTimeout: 60_000,
                },
            },
            {
                test: {
                    // The console's build: which modules its first screens load (tools/firstScreen.ts).
                    name: 'build',
                    environment: 'node',
                    include: ['tests/build/**/*.test.ts'],
                    testTimeout: 120_000,
                },
            },
            {
                test: {
                    name: 'server',
                    environment: 'node',
                    include: ['tests/server/**/*.test.ts'],
                    // The files of a worker share one module graph instead of importing the server afresh each
                    // (most of a file's time was that import). No server test mocks a module or leans on a
                    // module's first state: spies are on an app's own objects and put back, and settings changed
                    // by a test (password hashing limits, fake Date) are restored after it.
                    isolate: false,
                    // One migrated database per backend, which each test's database is a copy of (saves PGlite's initdb
                    // and the migrations on PostgreSQL).
                    globalSetup: [
                        'tests/server/pgliteTemplate.ts',
                        'tests/server/postgresTemplate.ts',
                    ],
                    testTimeout: 30_000,
                    hookTimeout: 60_000,
                },
            },
        ],
    },
});
