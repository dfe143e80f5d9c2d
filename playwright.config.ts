import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

// The config is evaluated again in each worker: the run's name chosen by the main process travels in the env.
process.env.E2E_RUN ??= Date.now().toString(36);

export default defineConfig({
    testDir: 'e2e',
    globalSetup: './e2e/global-setup.ts',
    // Each worker has its own server (e2e/fixtures.ts). Two by default, for CI's two cores with the unit suite
    // beside: at two it ran green on a machine loaded far beyond its cores, and a third worker saved no time
    // there (docs/architecture.md, Test suite times). E2E_WORKERS=n for another count.
    workers: Number(process.env.E2E_WORKERS ?? 2),
    fullyParallel: false,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    // One directory a run: helpers running their specs at the same time must not clean each other's.
    outputDir: `test-results/run-${process.env.E2E_RUN}`,
    use: {
        // A failed test keeps its trace's action log, console and network; the DOM snapshots and screencast of
        // every action are left out, as they made the action sweep take three times the CPU.
        // E2E_TRACE=full records them too, to look at a failure step by step.
        trace: {
            mode: 'retain-on-failure',
            snapshots: process.env.E2E_TRACE === 'full',
            screenshots: process.env.E2E_TRACE === 'full',
        },
        screenshot: 'only-on-failure',
    },
    projects: [
        {
            name: 'chromium',
            use: {
                ...devices['Desktop Chrome'],
                viewport: { width: 1440, height: 900 },
                launchOptions: chromiumLaunchOptions,
            },
        },
    ],
});
