import type { ResourceRoutes } from '../lib/resourceTypes';
import { declaredScreens, declareScreens } from '../lib/screenPaths';

// Every resource's paths and screen chunks, read by the entry script (src/startup.ts) and, through
// src/lib/screenPaths.ts, by links. Read from each folder's declaration (index.ts, which holds no React) by
// Vite rather than listed: this module is in the entry, which must not import the registry
// (src/resources/index.ts wraps the screens in React), and a second hand-kept list would drift.
const modules = import.meta.glob<ResourceRoutes>('./*/index.ts', {
    eager: true,
    import: 'default',
});
declareScreens(Object.values(modules));

/** The resource whose list screen is at `pathname`, with that screen's route, if it is one. */
export const listAt = (pathname: string) => {
    const path = pathname.replace(/\/$/, '');
    for (const [name, routes] of declaredScreens()) {
        if (routes.list?.path === path) return { name, list: routes.list };
    }
    return undefined;
};

/** The chunk of the list screen at `pathname`, if it is one. */
export const listViewAt = (pathname: string) => listAt(pathname)?.list.view;
