import { prefetch, refreshOnce } from './api/http';
import { listQuery, PAGE_SIZE } from './api/listQuery';
import { listAt, listViewAt } from './resources/routes';

// Work that can start before React renders: the guard's session refresh, the chunk of the list screen being
// opened and, once the session is there, that list's first page. Without this all three wait for the first
// render, the list chunk for the refresh, and the page for the chunk, React and react-admin's access check.

/** Whether react-admin's store (localStorage, its default) holds list parameters the clerk chose. */
const hasStoredParams = (resource: string) => {
    try {
        return window.localStorage.getItem(`RaStore.${resource}.listParams`) !== null;
    } catch {
        return true;
    }
};

/**
 * Fetches the list's first page as the screen will ask for it, when the clerk has chosen nothing: no query in
 * the URL (a shared link, a reload after filtering) and nothing stored. Otherwise the screen asks itself.
 */
const prefetchFirstPage = (pathname: string) => {
    const found = listAt(pathname);
    const first = found?.list.firstPage;
    if (!found || !first || window.location.search || hasStoredParams(found.name)) return;
    const params = {
        pagination: { page: 1, perPage: PAGE_SIZE },
        sort: first.sort,
        filter: first.filter,
    };
    const answered = prefetch(first.api, listQuery(params, first.filters));
    return { resource: found.name, params, answered };
};

/** The list read started before React rendered: which resource, with the parameters its screen will ask. */
export type FirstPage = NonNullable<ReturnType<typeof prefetchFirstPage>>;

/**
 * Resolves once the opened list's chunk (if any) is loaded and the session refresh has answered, with the first
 * page read it then started, if any.
 */
export const startEarly = async (pathname: string): Promise<FirstPage | undefined> => {
    if (pathname === '/login') return;
    // The same single-flight refresh that the guard's checkAuth then joins: still one request.
    const [token] = await Promise.all([refreshOnce(null), listViewAt(pathname)?.()]);
    return token ? prefetchFirstPage(pathname) : undefined;
};
