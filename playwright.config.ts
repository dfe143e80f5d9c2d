import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';
import { freePort } from './e2e/server';

// The config is evaluated again in each worker: the port chosen by the main process travels in the env.
process.env.E2E_PORT ??= String(freePort());

export default defineConfig({
    testDir: 'e2e',
    globalSetup: './e2e/global-setup.ts',
    // The machine has two cores and one server: one worker keeps timings honest and the log readable.
    workers: 1,
    fullyParallel: false,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    // One directory a run: helpers running their specs at the same time must not clean each other's.
    outputDir: `test-results/run-${process.env.E2E_PORT}`,
    use: {
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
        trace: 'retain-on-failure',
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
