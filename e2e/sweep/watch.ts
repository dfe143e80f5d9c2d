import type { Page } from '@playwright/test';

// What the sweep hears from a page between two checks: browser console errors, page errors, failed requests
// and every toast shown (toasts leave after a few seconds, so they are recorded as they appear).

declare global {
    interface Window {
        sweepToasts: { text: string; error: boolean }[];
    }
}

/** Runs in the page before its scripts: records each toast of the toast region once. */
const recordToasts = () => {
    window.sweepToasts = [];
    const seen = new WeakMap<Element, string>();
    new MutationObserver(() => {
        for (const toast of document.querySelectorAll<HTMLElement>('[role="region"] li')) {
            const text = toast.innerText.replace(/\s+/g, ' ').trim();
            if (!text || seen.get(toast) === text) continue;
            seen.set(toast, text);
            window.sweepToasts.push({ text, error: toast.classList.contains('destructive') });
        }
    }).observe(document, { childList: true, subtree: true, characterData: true });
};

export interface Heard {
    errors: string[];
    failedRequests: { status: number; url: string }[];
    toasts: { text: string; error: boolean }[];
}

export const listen = async (page: Page) => {
    let heard: Heard = { errors: [], failedRequests: [], toasts: [] };
    await page.addInitScript(recordToasts);
    page.on('console', message => {
        if (message.type() === 'error')
            heard.errors.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', error => heard.errors.push(`page error: ${error.message}`));
    page.on('response', response => {
        if (response.status() >= 400)
            heard.failedRequests.push({ status: response.status(), url: response.url() });
    });
    /** What was heard since the last call, toasts included; starts afresh. */
    return async (): Promise<Heard> => {
        const toasts = await page
            .evaluate(() => window.sweepToasts?.splice(0) ?? [])
            .catch(() => []);
        const taken = { ...heard, toasts };
        heard = { errors: [], failedRequests: [], toasts: [] };
        return taken;
    };
};
