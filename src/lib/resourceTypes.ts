import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import type { Permission } from '../../contract/permissions';
import type { LazyView } from './lazyView';

// The shape of a resource declaration. Kept apart from the registry so that a resource's own files can import
// these types without importing the registry (and every other resource with it).

/** A screen's chunk, loaded when its route is first shown. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;

/**
 * A list's first page as it opens when the clerk has chosen nothing (no query in the URL, nothing stored):
 * the entry fetches it beside the app's code (src/startup.ts). The list screen takes its default sort and
 * filter from here, so the two cannot differ; `api` and `filters` are the resource's `api.list` ones.
 */
export interface FirstPage {
    api: string;
    filters?: readonly string[];
    sort: { field: string; order: 'ASC' | 'DESC' };
    filter: Record<string, string>;
}

/** The screens of a resource by name ('list', 'create', 'edit', 'show', or its own, e.g. 'points'). */
export type RouteTable = Record<string, { path: string; view: ViewLoader; firstPage?: FirstPage }>;

/** What the entry script reads: names, paths and chunks, nothing that pulls React in. */
export interface ResourceRoutes {
    name: string;
    routes: RouteTable;
}

/** The calls of spec §7 behind a resource; each answer is read under `key`. */
export interface ApiRoutes {
    /** `filters`: filter names sent to the server besides `status` and `q` (a server refuses unknown ones). */
    list?: { path: string; key: string; filters?: readonly string[] };
    one?: { path: (id: Identifier) => string; key: string };
    /** `json`: the body is JSON (our extensions) rather than the multipart form of spec §7. */
    create?: { path: string; fields: readonly string[]; json?: boolean };
    update?: {
        path: (id: Identifier) => string;
        fields: readonly string[];
        idInBody?: boolean;
        json?: boolean;
    };
    delete?: (id: Identifier) => string;
    /** getManyReference, by the target field (e.g. a customer's vouchers by `customerId`). */
    references?: Record<string, { path: (id: Identifier) => string; key: string }>;
}

/**
 * A resource as its folder's index.ts declares it: data and chunk loaders only, nothing that pulls React in,
 * because the entry script reads the routes from it (src/resources/routes.ts).
 */
export interface ResourceDeclaration {
    name: string;
    routes: RouteTable;
    /** Its icon's chunk, e.g. `() => import('@mui/icons-material/People')`. */
    icon?: ViewLoader;
    /**
     * Its entry in the navigation (spec §2); `label` is a key under app.shell.menu. With `extension`, the entry
     * shows anyway but links to its screen only when the server offers that extension (a placeholder otherwise).
     */
    menu?: { label: string; order: number; extension?: string };
    recordRepresentation?: string;
    /** What a staff member needs to create, edit or delete it; reading needs only a session. */
    permission?: Permission;
    /** What a staff member needs to see it at all (the Activity trail: Manage Users); else any session. */
    listPermission?: Permission;
    /** The server extension it needs (GET /v1/i/extensions); without it the resource is left out. */
    extension?: string;
    api?: ApiRoutes;
}

/** A declaration as the registry hands it to the app: its screens and icon ready to render (see lazyView). */
export interface AppResource extends Omit<ResourceDeclaration, 'icon'> {
    views: Record<string, LazyView>;
    icon?: LazyView;
}
