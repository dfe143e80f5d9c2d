// The tabs of one browser share the refresh cookie, and the server spends a refresh token on each use: two tabs
// refreshing with the same cookie at once (a reload of both, a browser restoring its tabs) would race. So a
// refresh runs under a Web Lock that one tab holds at a time, and the tab that refreshed hands its new access
// token to the others over a BroadcastChannel (same origin only; nothing is stored), so that a tab which waited
// for the lock usually finds a token instead of refreshing again.

const LOCK_NAME = 'loyalty-session-refresh';
const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel('loyalty-session') : null;

/** Runs `work` while no other tab of this browser runs it; at once where the Web Locks API is missing. */
export const oneTabAtATime = <T>(work: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request(LOCK_NAME, work)
        : work();

/** Hands a new access token to the other tabs, with the extensions its answer named (./extensions.ts). */
export const shareToken = (token: string, extensions: readonly string[] | undefined) =>
    channel?.postMessage({ type: 'token', token, extensions });

/** Calls `listener` with each access token another tab shares, and the extensions when it sent them. */
export const onSharedToken = (listener: (token: string, extensions?: string[]) => void) =>
    channel?.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { type?: unknown; token?: unknown; extensions?: unknown } | null;
        if (data?.type === 'token' && typeof data.token === 'string' && data.token) {
            const names = Array.isArray(data.extensions)
                ? data.extensions.filter(name => typeof name === 'string')
                : undefined;
            listener(data.token, names);
        }
    });
