import { refreshOnce } from './api/http';
import { listViewAt } from './resources/routes';

// Work that can start before React renders: the guard's session refresh and the chunk of the list screen
// being opened. Without this both wait for the first render, and the list chunk waits for the refresh.

/** Resolves once the opened list's chunk (if any) is loaded. */
export const startEarly = async (pathname: string) => {
    if (pathname === '/login') return;
    // The same single-flight refresh that the guard's checkAuth then joins: still one request.
    void refreshOnce(null);
    await listViewAt(pathname)?.();
};
