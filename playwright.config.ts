import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

// The config is evaluated again in each worker: the run's name chosen by the main process travels in the env.
process.env.E2E_RUN ??= Date.now().toString(36);

export default defineConfig({
    testDir: 'e2e',
    globalSetup: './e2e/global-setup.ts',
    // Each worker has its own server (e2e/fixtures.ts). The suite mostly waits on the browser and the server,
    // so several can share two cores. One by default: three ran 68 of 69 tests green on a heavily loaded machine
    // (one 60 s timeout) and have not yet been seen beside the unit suite in CI. E2E_WORKERS=3 to try.
    workers: Number(process.env.E2E_WORKERS ?? 1),
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
