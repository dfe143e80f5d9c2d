import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetch, refreshOnce, request, setToken } from '../../../src/api/http';
import { firstPageKey, mount, seedFirstPage } from '../../../src/mount';
import { RESOURCES } from '../../../src/resources';
import { startEarly } from '../../../src/startup';
import { sampleAdvertisements } from '../advertisements/advertisements.fixtures';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { customerSummary } from '../customers/customersFixtures';
import { sampleVouchers } from '../vouchers/vouchers.fixtures';

// The entry fetches the opened list's first page once the session is there, beside the app's code
// (src/startup.ts); the list then takes that answer instead of asking again.

vi.setConfig({ testTimeout: 60_000 });
setUpApi();

const SLOW = { timeout: 25_000 };

beforeEach(() => {
    window.localStorage.clear();
});

/** Records each GET of `path` (with its query) and answers `records` under `key`. */
const listHandler = (path: string, key: string, records: object[], seen: string[]) =>
    http.get(path, ({ request: call }) => {
        const url = new URL(call.url);
        seen.push(`${url.pathname}${url.search}`);
        return HttpResponse.json({ [key]: records });
    });

const declared = RESOURCES.filter(resource => resource.routes.list?.firstPage);

describe('the first page fetched before the first render', () => {
    it('is declared for the lists the console opens on, at their API call', () => {
        expect(declared.map(resource => resource.name).sort()).toEqual([
            'advertisements',
            'customers',
            'vouchers',
        ]);
        for (const resource of declared) {
            const first = resource.routes.list.firstPage;
            expect(first?.api).toBe(resource.api?.list?.path);
            expect(first?.filters).toEqual(resource.api?.list?.filters);
        }
    });

    const lists = [
        {
            path: '/vouchers',
            key: 'vouchers',
            records: sampleVouchers,
            shows: sampleVouchers[0].name,
        },
        {
            path: '/advertisements',
            key: 'advertisements',
            records: sampleAdvertisements,
            shows: 'Year-end sale',
        },
        { path: '/customers', key: 'customers', records: [customerSummary()], shows: 'Alice Tan' },
    ];
    for (const list of lists) {
        it(`is the very page ${list.path} asks for, so that it is asked once`, async () => {
            const api = RESOURCES.find(resource => resource.routes.list?.path === list.path)?.api
                ?.list?.path as string;
            const seen: string[] = [];
            server.use(refreshHandler(makeToken()), listHandler(api, list.key, list.records, seen));
            window.history.replaceState({}, '', list.path);
            await startEarly(list.path);
            await vi.waitFor(() => expect(seen).toHaveLength(1));
            renderApp(list.path);
            expect(await screen.findAllByText(list.shows, {}, SLOW)).not.toHaveLength(0);
            expect(seen).toHaveLength(1);
            expect(seen[0]).toMatch(/page=1&perPage=25&sort=\w+&order=(ASC|DESC)&status=active$/);
        });
    }

    it('is in the list on its first render when the app mounts (src/mount.tsx), and not read again', async () => {
        const seen: string[] = [];
        server.use(
            refreshHandler(makeToken()),
            listHandler('/v1/i/vouchers', 'vouchers', sampleVouchers, seen)
        );
        window.history.replaceState({}, '', '/vouchers');
        const first = await startEarly('/vouchers');
        expect(first?.resource).toBe('vouchers');
        // Whether the loading rows (aria-busy) were ever drawn before the page's rows.
        let loadingShown = false;
        const observer = new MutationObserver(() => {
            if (document.querySelector('[aria-busy="true"]')) loadingShown = true;
        });
        const root = document.createElement('div');
        document.body.append(root);
        observer.observe(root, { childList: true, subtree: true, attributes: true });
        const app = await act(() => mount(root, first));
        expect(await screen.findAllByText(sampleVouchers[0].name, {}, SLOW)).not.toHaveLength(0);
        observer.disconnect();
        expect(loadingShown).toBe(false);
        // Fresh for a while: mounting the list does not read the page it was given again.
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(seen).toHaveLength(1);
        act(() => app.unmount());
        root.remove();
    });

    it('stays fresh only while the cache holds it as seeded, so the list reads again after an edit', async () => {
        server.use(
            refreshHandler(makeToken()),
            listHandler('/v1/i/vouchers', 'vouchers', sampleVouchers, [])
        );
        window.history.replaceState({}, '', '/vouchers');
        const first = await startEarly('/vouchers');
        if (!first) throw new Error('no first page');
        const queryClient = new QueryClient();
        await seedFirstPage(queryClient, first);
        const queryKey = firstPageKey(first);
        const isStale = () =>
            new QueryObserver(queryClient, { queryKey }).getCurrentResult().isStale;
        expect(isStale()).toBe(false);
        // What react-admin does to the lists in the cache once an edit is saved (ra-core's useUpdate).
        queryClient.setQueryData(queryKey, (page: { data: object[]; total: number }) => ({
            ...page,
            data: page.data.slice(1),
        }));
        expect(isStale()).toBe(true);
    });

    it('is not fetched when the clerk chose a sort, filter or page size (stored) or opened a link with them', async () => {
        const seen: string[] = [];
        server.use(
            refreshHandler(makeToken()),
            listHandler('/v1/i/vouchers', 'vouchers', sampleVouchers, seen)
        );
        window.localStorage.setItem(
            'RaStore.vouchers.listParams',
            JSON.stringify({ sort: 'name', order: 'ASC', page: 1, perPage: 50, filter: {} })
        );
        window.history.replaceState({}, '', '/vouchers');
        await startEarly('/vouchers');
        // The choice is read once the session is there: wait for the refresh the start shares.
        await refreshOnce(null);
        window.localStorage.clear();
        window.history.replaceState({}, '', '/vouchers?perPage=10');
        setToken(null);
        await startEarly('/vouchers');
        await refreshOnce(null);
        await new Promise(resolve => setTimeout(resolve, 100));
        expect(seen).toEqual([]);
    });
});

describe('prefetch', () => {
    it('hands its answer to the first same read with the same token, and only to that one', async () => {
        setToken(makeToken());
        const seen: string[] = [];
        server.use(listHandler('/v1/i/vouchers', 'vouchers', sampleVouchers, seen));
        prefetch('/v1/i/vouchers', { page: 1, status: 'active' });
        expect(await request('/v1/i/vouchers', { query: { page: 1, status: 'active' } })).toEqual({
            vouchers: sampleVouchers,
        });
        expect(seen).toEqual(['/v1/i/vouchers?page=1&status=active']);
        await request('/v1/i/vouchers', { query: { page: 1, status: 'active' } });
        expect(seen).toHaveLength(2);
        // Another query, or another session, asks the server itself.
        prefetch('/v1/i/vouchers', { page: 1 });
        await request('/v1/i/vouchers', { query: { page: 2 } });
        setToken(makeToken({ username: 'siti' }));
        await request('/v1/i/vouchers', { query: { page: 1 } });
        await vi.waitFor(() => expect(seen).toHaveLength(5));
    });
});
