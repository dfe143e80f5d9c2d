import { refreshOnce } from './api/http';

// Work that can start before React renders: the guard's session refresh and the chunk of the list screen
// being opened. Without this both wait for the first render, and the list chunk waits for the refresh.

const LIST_CHUNKS: Record<string, () => Promise<unknown>> = {
    '/vouchers': () => import('./resources/vouchers/VoucherList'),
    '/advertisements': () => import('./resources/advertisements/AdvertisementList'),
    '/customers': () => import('./resources/customers/CustomerList'),
};

/** Resolves once the opened list's chunk (if any) is loaded. */
export const startEarly = async (pathname: string) => {
    if (pathname === '/login') return;
    // The same single-flight refresh that the guard's checkAuth then joins: still one request.
    void refreshOnce(null);
    await LIST_CHUNKS[pathname.replace(/\/$/, '')]?.();
};
