import type { IndexedCustomer, IndexedRows } from './indexedRows.ts';

/** How the list asks for a page without a search: an optional status, the direction, where it starts, how many. */
export interface PageQuery {
    status?: string | undefined;
    descending: boolean;
    offset: number;
    count: number;
}

/**
 * The ids of one page of the list in registration order (no search), from the rows read and the overlay
 * (customers changed or added since): both walked from the requested end in step, the first `offset` of their
 * merged order skipped without being collected, so a deep page costs a pass over typed arrays, not the index
 * entries the database would read past.
 */
export function pageIds(
    rows: IndexedRows,
    overlay: ReadonlyMap<number, IndexedCustomer>,
    query: PageQuery
): number[] {
    const { status, descending, offset, count } = query;
    const wanted = status === undefined ? -1 : rows.statusCode(status);
    const sign = descending ? -1 : 1;
    const changed = [...overlay.values()]
        .filter(customer => status === undefined || customer.status === status)
        .sort((a, b) => sign * (a.at - b.at || a.id - b.id));
    const ids: number[] = [];
    let skipped = 0;
    let next = 0;
    const step = descending ? -1 : 1;
    let row = descending ? rows.length - 1 : 0;
    const take = (id: number) => {
        if (skipped < offset) skipped++;
        else ids.push(id);
    };
    for (; row >= 0 && row < rows.length && ids.length < count; row += step) {
        if (rows.stale[row] === 1) continue;
        if (wanted !== -1 && rows.statuses[row] !== wanted) continue;
        const at = rows.at[row] as number;
        const id = rows.ids[row] as number;
        // Overlay customers that come before this row in the list's order go first.
        for (let first = changed[next]; first && ids.length < count; first = changed[next]) {
            if (sign * (first.at - at || first.id - id) >= 0) break;
            take(first.id);
            next++;
        }
        if (ids.length < count) take(id);
    }
    for (; next < changed.length && ids.length < count; next++)
        take((changed[next] as IndexedCustomer).id);
    return ids;
}
