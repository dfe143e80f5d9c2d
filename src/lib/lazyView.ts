import { type ComponentType, createElement } from 'react';
import type { ViewLoader } from './resourceTypes';

// A screen loaded per route. React's lazy() suspends on its first render even when the chunk is already there,
// and React then keeps the Suspense fallback up for a minimum time (about 300 ms), delaying the list's first
// query. Here the loaded module is kept at module level: once `preload()` has resolved (the entry starts it
// before the first render), the view renders at once; before that it suspends on the same promise.

export interface LazyView {
    (props: object): ReturnType<typeof createElement>;
    preload: () => Promise<void>;
    /** Loads the chunk ahead of need; a failure is forgotten, so that opening the screen tries again. */
    prefetch: () => void;
}

export const lazyView = (load: ViewLoader): LazyView => {
    let loaded: ComponentType | undefined;
    let pending: Promise<void> | undefined;
    const preload = () => {
        pending ??= load().then(module => {
            loaded = module.default;
        });
        return pending;
    };
    const View = (props: object) => {
        // Suspends until the chunk is there; React renders the view again once the promise settles.
        if (!loaded) throw preload();
        return createElement(loaded, props);
    };
    const prefetch = () => {
        const attempt = preload();
        attempt.catch(() => {
            if (pending === attempt) pending = undefined;
        });
    };
    View.preload = preload;
    View.prefetch = prefetch;
    return View;
};

/** Wraps each route's loader; the views keep the routes' names. */
export const lazyViews = (routes: Record<string, { view: ViewLoader }>) =>
    Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, lazyView(route.view)]));
