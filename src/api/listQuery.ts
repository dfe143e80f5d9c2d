import type { Query } from './http';

// The query string of a list read, shared by the dataProvider and the start-up prefetch (src/startup.ts), so
// that a page fetched before React renders is asked under the very URL the list then asks for.

/** Rows per page of every list until the clerk chooses otherwise (one default everywhere). */
export const PAGE_SIZE = 25;
/** The choices every list's pager offers. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

export interface ListParams {
    pagination?: { page: number; perPage: number };
    sort?: { field: string; order: string };
    filter?: Record<string, unknown>;
}

/** Paging, sort, `status`, `q` and the resource's own filters; a server that pages answers `total`. */
export const listQuery = (params: ListParams, filters: readonly string[] = []): Query => {
    const { status, q } = (params.filter ?? {}) as Record<string, string | undefined>;
    const extra = Object.fromEntries(
        filters.map(name => [name, params.filter?.[name] as string | undefined])
    );
    return {
        page: params.pagination?.page,
        perPage: params.pagination?.perPage,
        sort: params.sort?.field,
        order: params.sort?.order,
        status,
        q,
        ...extra,
    };
};
