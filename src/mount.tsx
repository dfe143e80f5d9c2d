import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { getToken, PREFETCH_FRESH_MS } from './api/http';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { checkAuthKey, firstPageKey, permissionsKey } from './lib/reactAdminInternals';
import type { FirstPage } from './startup';

export { checkAuthKey, firstPageKey, permissionsKey } from './lib/reactAdminInternals';
export { preloadListView } from './resources';

// How long the first render waits for the first page read before React rendered. It usually lands while the
// chunks are still being evaluated; a slower one is left to the list, which then shows its loading rows.
const FIRST_PAGE_WAIT_MS = 500;
/**
 * How long the seeded page stays fresh: as long as a prefetched answer counts as fresh (PREFETCH_FRESH_MS),
 * while the cache still holds the very answer that was seeded, then as any list (react-query's 0). A write that changes the cached page (react-admin updates
 * lists in place after an edit, and then counts on the list reading again as it mounts) ends it at once.
 */
export const seededStaleTime =
    (seeded: unknown) =>
    (query: { state: { data: unknown } }): number =>
        query.state.data === seeded ? PREFETCH_FRESH_MS : 0;

/**
 * Puts the first page read before React rendered into react-admin's query cache under the key its list asks
 * with (ra-core's useGetList), so that the list's first render draws the rows: one render of the screen
 * instead of one with loading rows and another with the page (docs/performance.md).
 */
export const seedFirstPage = async (queryClient: QueryClient, first: FirstPage | undefined) => {
    if (!first) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inTime = await Promise.race([
        first.answered.then(() => true),
        new Promise<false>(resolve => {
            timer = setTimeout(() => resolve(false), FIRST_PAGE_WAIT_MS);
        }),
    ]);
    clearTimeout(timer);
    if (!inTime) return;
    try {
        // Takes the answer already there; the mapping is the dataProvider's, as for any list read.
        const answer = await dataProvider.getList(first.resource, first.params);
        const key = firstPageKey(first);
        queryClient.setQueryDefaults(key, { staleTime: seededStaleTime(answer) });
        queryClient.setQueryData(key, answer);
    } catch {
        // The list asks again and shows what went wrong.
    }
};

/**
 * Puts the session refreshed before React rendered where react-admin looks for it. Three things otherwise cost
 * the first screen whole extra renders before the browser paints it (docs/performance.md):
 * usePermissions starts undefined and answers with the first full render, and react-admin then sets its
 * routes again, so that everything under them renders again; the list's own session check, mounting with
 * the screen, asks checkAuth again right after the guard did; and the guard's own check draws the screen only
 * when its answer comes, which react-query hands to React as an urgent update, so that React runs every effect
 * of the new screen before the browser may paint it (45 to 80 ms, docs/performance.md). So the token's permissions
 * (authProvider's own answer) and checkAuth's answer are in the cache from the start, the screen is drawn by
 * the first render, and that first answer counts as fresh for PREFETCH_FRESH_MS. It is the answer checkAuth
 * gives with a token in memory, which is the only case this runs in. Later checks ask as react-admin does, and
 * a renewed session asks both again (src/api/useSessionRenewal.ts).
 */
export const seedSession = async (queryClient: QueryClient) => {
    if (!getToken()) return;
    queryClient.setQueryDefaults(checkAuthKey, {
        staleTime: query => (query.state.dataUpdateCount === 1 ? PREFETCH_FRESH_MS : 0),
    });
    const permissions = await authProvider.getPermissions?.({});
    queryClient.setQueryData(permissionsKey, permissions ?? null);
    // ra-core's useAuthState keeps `true` for a session checkAuth let through.
    queryClient.setQueryData(checkAuthKey, true);
};

/** The query cache the console starts with: what was read before React rendered. */
export const startingCache = async (first?: FirstPage) => {
    const queryClient = new QueryClient();
    await Promise.all([seedFirstPage(queryClient, first), seedSession(queryClient)]);
    return queryClient;
};

/** Renders the console into `root`; loaded as a chunk so that React itself is not in the entry. */
export const mount = async (root: HTMLElement, first?: FirstPage) => {
    const queryClient = await startingCache(first);
    const app = createRoot(root);
    app.render(
        <StrictMode>
            <App queryClient={queryClient} />
        </StrictMode>
    );
    return app;
};
