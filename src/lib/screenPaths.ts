import type { Identifier } from 'react-admin';
import type { ResourceRoutes, RouteTable } from './resourceTypes';

// Every resource's screen paths, for the links between screens. Each resource declares its paths in its own
// index.ts; src/resources/routes.ts reads them all and hands them here as it loads (the entry imports it, and
// so does the console tests' setup). The table is filled from above rather than read from here because every
// resource links through pathTo: a module that imported the resources would be imported by them.
const BY_NAME = new Map<string, RouteTable>();

/** Records the resources' route tables; called once by src/resources/routes.ts. */
export const declareScreens = (resources: Iterable<ResourceRoutes>) => {
    for (const { name, routes } of resources) BY_NAME.set(name, routes);
};

/** The route tables by resource name, as declared. */
export const declaredScreens = (): ReadonlyMap<string, RouteTable> => BY_NAME;

/** The path of a resource's screen, e.g. pathTo('vouchers', 'edit', 7) is '/voucher/7'. */
export const pathTo = (resource: string, screen = 'list', id?: Identifier) => {
    const template = BY_NAME.get(resource)?.[screen]?.path;
    if (!template) throw new Error(`No "${screen}" screen for resource "${resource}"`);
    return id === undefined ? template : template.replace(':id', String(id));
};
