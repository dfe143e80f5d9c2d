// A view made with React's lazy() suspends on its first render even when its chunk is already loaded, and
// React then keeps the Suspense fallback on screen for a minimum time (about 300 ms) before showing it, so
// the list's first query waits that long. Resolving the lazy component before the first render avoids it.
// It reads React's lazy internals (`_init`, `_payload`), unchanged since React 16; anything else is ignored.

interface LazyInternals {
    _payload: unknown;
    _init: (payload: unknown) => unknown;
}

export const preloadView = async (view: unknown) => {
    const lazy = view as Partial<LazyInternals> | null;
    if (!lazy || typeof lazy._init !== 'function') return;
    try {
        lazy._init(lazy._payload);
    } catch (pending) {
        if (pending instanceof Promise) await pending.catch(() => undefined);
    }
};
