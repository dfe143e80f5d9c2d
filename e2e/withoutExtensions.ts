import type { Page } from '@playwright/test';

/**
 * Our server offers staff users, notifications and more for real; the spec's sample screens show on an API
 * without the extensions, as the provider's own (spec §7). Our server names them in the X-Extensions header of
 * its login and refresh answers: this takes the header away, so the page sees such an API.
 */
export const withoutExtensions = (page: Page) =>
    page.route(/\/v1\/i\/auth\/(login|token\/refresh)$/, async route => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['x-extensions'];
        await route.fulfill({ response, headers });
    });
