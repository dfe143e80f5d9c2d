import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extensionsHeader, HttpResponse, http, makeToken, server, setUpApi } from '../api';

setUpApi();

// Each import of the HTTP layer after vi.resetModules() is one browser tab: its own token in memory and its own
// BroadcastChannel, sharing the browser's Web Locks (here a small stand-in: jsdom has none).
const locks = (() => {
    let held = false;
    const waiting: (() => void)[] = [];
    return {
        request: async <T>(_name: string, work: () => Promise<T>): Promise<T> => {
            while (held) await new Promise<void>(resolve => waiting.push(resolve));
            held = true;
            try {
                return await work();
            } finally {
                held = false;
                waiting.shift()?.();
            }
        },
    };
})();
const openTab = async () => {
    vi.resetModules();
    return import('../../../src/api/http');
};

beforeAll(() => {
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
});
afterAll(() => {
    Reflect.deleteProperty(navigator, 'locks');
});

/** The refresh route, counting its calls and how many were ever under way at once. */
const countingRefresh = () => {
    const counts = { calls: 0, inFlight: 0, mostAtOnce: 0 };
    server.use(
        http.post('/v1/i/auth/token/refresh', async () => {
            counts.calls += 1;
            counts.inFlight += 1;
            counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.inFlight);
            await sleep(20);
            counts.inFlight -= 1;
            const token = makeToken({ username: `refresh-${counts.calls}` });
            return HttpResponse.json({ token, data: { token } });
        })
    );
    return counts;
};

describe('sessions across tabs', () => {
    it('lets one tab refresh at a time when two tabs load at once; both end signed in', async () => {
        const counts = countingRefresh();
        const [first, second] = [await openTab(), await openTab()];
        const tokens = await Promise.all([first.refreshOnce(null), second.refreshOnce(null)]);
        expect(tokens.every(token => typeof token === 'string')).toBe(true);
        expect(counts.mostAtOnce).toBe(1);
    });

    it('takes the token another tab refreshed while it waited, without refreshing again', async () => {
        const counts = countingRefresh();
        const tab = await openTab();
        const other = new BroadcastChannel('loyalty-session');
        const shared = makeToken({ username: 'from-the-other-tab' });
        let release = () => {};
        // The other tab holds the lock while it refreshes...
        const otherTab = locks.request('loyalty-session-refresh', async () => {
            await new Promise<void>(resolve => {
                release = resolve;
            });
        });
        const waited = tab.refreshOnce(null);
        // ...then shares its token and lets go.
        other.postMessage({ type: 'token', token: shared });
        await sleep(20);
        release();
        await otherTab;
        expect(await waited).toBe(shared);
        expect(tab.getToken()).toBe(shared);
        expect(counts.calls).toBe(0);
        other.close();
    });

    it('hands the extensions its refresh answer named to the other tabs, with the token', async () => {
        server.use(
            http.post('/v1/i/auth/token/refresh', () => {
                const token = makeToken();
                return HttpResponse.json(
                    { token, data: { token } },
                    { headers: extensionsHeader(['paging', 'csv-export']) }
                );
            })
        );
        const first = await openTab();
        const firstExtensions = await import('../../../src/api/extensions');
        const second = await openTab();
        const secondExtensions = await import('../../../src/api/extensions');
        await first.refreshOnce(null);
        await sleep(20);
        expect(second.getToken()).toBe(first.getToken());
        expect(firstExtensions.knownExtensions()).toEqual(['paging', 'csv-export']);
        expect(secondExtensions.knownExtensions()).toEqual(['paging', 'csv-export']);
    });

    it('hands the token it refreshed to the other tabs', async () => {
        countingRefresh();
        const [first, second] = [await openTab(), await openTab()];
        const token = await first.refreshOnce(null);
        await sleep(20);
        expect(second.getToken()).toBe(token);
    });
});
