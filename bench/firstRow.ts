import type { Browser } from 'playwright-core';

// One measurement: a fresh browser context signs in through the API (the refresh and XSRF cookies), then
// loads the list page; the time is the page's own clock (ms since navigation start) when the first table
// row showing a voucher name appears, so loading skeleton rows do not count.

declare global {
    interface Window {
        firstRowAt?: number;
    }
}

const watchForFirstRow = (names: string[]) => {
    const check = () => {
        if (window.firstRowAt !== undefined) return;
        for (const row of document.querySelectorAll('tbody tr')) {
            const text = row.textContent ?? '';
            if (names.some(name => text.includes(name))) {
                window.firstRowAt = performance.now();
                return;
            }
        }
    };
    new MutationObserver(check).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
    });
};

export const firstRowTime = async (
    browser: Browser,
    baseURL: string,
    listPath: string,
    password: string
) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
        const login = await context.request.post(`${baseURL}/v1/i/auth/login`, {
            data: { username: 'admin', password },
        });
        if (!login.ok()) throw new Error(`Login failed: ${login.status()}`);
        const { token } = await login.json();
        const list = await context.request.get(`${baseURL}/v1/i/vouchers`, {
            headers: { Authorization: `Bearer ${token}` },
        });
        const body = await list.json();
        const names: string[] = (body.data?.vouchers ?? body.vouchers).map(
            (voucher: { name: string }) => voucher.name
        );
        const page = await context.newPage();
        await page.addInitScript(watchForFirstRow, names);
        await page.goto(`${baseURL}${listPath}`);
        await page.waitForFunction(() => window.firstRowAt !== undefined, null, {
            timeout: 60_000,
        });
        return await page.evaluate(() => {
            const at = window.firstRowAt ?? Number.NaN;
            // The scripts fetched before the row appeared: the JS this first screen really needed.
            const scripts = performance
                .getEntriesByType('resource')
                .filter(
                    entry => entry.startTime < at && new URL(entry.name).pathname.endsWith('.js')
                )
                .map(entry => new URL(entry.name).pathname);
            return { ms: Math.round(at), scripts };
        });
    } finally {
        await context.close();
    }
};
