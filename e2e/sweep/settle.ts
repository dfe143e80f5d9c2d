import type { Page } from '@playwright/test';

// Waiting without fixed sleeps: until the page has rendered, has no request in flight and shows no loading
// indicator.

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight; call once, before the page loads anything. */
export const trackRequests = (page: Page) => {
    const open = new Set<unknown>();
    inFlight.set(page, open);
    page.on('request', request => open.add(request));
    page.on('requestfinished', request => open.delete(request));
    page.on('requestfailed', request => open.delete(request));
};

// Indeterminate indicators only: a determinate bar (a notification's send progress) is content, and waiting for
// it to go would wait for the whole send.
const LOADING =
    '.MuiLinearProgress-indeterminate, .MuiLinearProgress-query, .MuiCircularProgress-indeterminate, .MuiSkeleton-root';

/** One frame painted and the tasks it queued run: React has rendered and started its effects' requests. */
const nextFrame = (page: Page) =>
    page
        .evaluate(() => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0))))
        .catch(() => undefined);

export const settle = async (page: Page, timeoutMs = 10_000) => {
    const open = inFlight.get(page) ?? new Set();
    const deadline = Date.now() + timeoutMs;
    do {
        await nextFrame(page);
        while (open.size > 0 && Date.now() < deadline) await page.waitForTimeout(15);
        await nextFrame(page);
    } while (open.size > 0 && Date.now() < deadline);
    await page
        .locator(LOADING)
        .first()
        .waitFor({ state: 'hidden', timeout: Math.max(deadline - Date.now(), 1) })
        .catch(() => undefined);
};
