import { lazyView, lazyViews } from '../lib/lazyView';
import type { AppResource, ResourceDeclaration } from '../lib/resourceTypes';

/**
 * What each resource folder's index.ts exports: its resource, and the screenless resources its screens call
 * through the dataProvider (the customers folder's profiles and vouchers), if any.
 */
interface ResourceModule {
    default: ResourceDeclaration;
    apiOnly?: ResourceDeclaration[];
}

/** A declaration with its screens and icon wrapped to render as soon as their chunks are there. */
const ready = ({ icon, ...declared }: ResourceDeclaration): AppResource => ({
    ...declared,
    views: lazyViews(declared.routes),
    icon: icon && lazyView(icon),
});

// Collected by Vite from each folder rather than listed, so that a new resource is a folder and nothing else.
const modules = import.meta.glob<ResourceModule>('./*/index.ts', { eager: true });

const position = (resource: AppResource) => resource.menu?.order ?? Number.POSITIVE_INFINITY;

// The console's resources, each declared once in its folder: App.tsx, the menu, the dashboard, the dataProvider
// and authProvider.canAccess read them from here (see docs/resources.md to add one). In their menu's order,
// those without a menu entry last (the sort is stable: then by folder name).
export const RESOURCES: AppResource[] = Object.values(modules)
    .flatMap(module => [module.default, ...(module.apiOnly ?? [])])
    .map(ready)
    .sort((a, b) => position(a) - position(b));

export const resourceNamed = (name: string) => RESOURCES.find(resource => resource.name === name);

/** The navigation entries of spec §2, in their order. */
export const MENU = RESOURCES.filter(resource => resource.menu);

/**
 * Resolves the list screen at `pathname` (if it is one) and the menu's icons, so that the first render need
 * not wait for them (the icons are small chunks of their own, kept out of the entry with the declarations).
 */
export const preloadListView = async (pathname: string) => {
    const path = pathname.replace(/\/$/, '');
    const resource = RESOURCES.find(candidate => candidate.routes.list?.path === path);
    await Promise.all([
        resource?.views.list?.preload(),
        ...RESOURCES.map(candidate => candidate.icon?.preload()),
    ]);
};
