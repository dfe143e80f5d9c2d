import type { Identifier } from 'react-admin';
import type { ResourceRoutes } from './types';

// Every resource's paths and screen chunks, read by the entry script (src/startup.ts) and by links. Collected
// from each folder's routes.ts by Vite rather than listed: this module is in the entry, which must not import
// the registry (src/resources/index.ts pulls in React and the icons), and a second hand-kept list would drift.
const modules = import.meta.glob<ResourceRoutes>('./*/routes.ts', {
    eager: true,
    import: 'default',
});
const BY_NAME = new Map(Object.values(modules).map(entry => [entry.name, entry.routes]));

/** The path of a resource's screen, e.g. pathTo('vouchers', 'edit', 7) is '/voucher/7'. */
export const pathTo = (resource: string, screen = 'list', id?: Identifier) => {
    const template = BY_NAME.get(resource)?.[screen]?.path;
    if (!template) throw new Error(`No "${screen}" screen for resource "${resource}"`);
    return id === undefined ? template : template.replace(':id', String(id));
};

/** The resource whose list screen is at `pathname`, with that screen's route, if it is one. */
export const listAt = (pathname: string) => {
    const path = pathname.replace(/\/$/, '');
    for (const [name, routes] of BY_NAME) {
        if (routes.list?.path === path) return { name, list: routes.list };
    }
    return undefined;
};

/** The chunk of the list screen at `pathname`, if it is one. */
export const listViewAt = (pathname: string) => listAt(pathname)?.list.view;
