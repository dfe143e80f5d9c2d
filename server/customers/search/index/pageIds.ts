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
 * merged order skipped without being collected: whole blocks of rows by their live counts (IndexedRows.liveIn),
 * the rest row by row, so a deep page costs a count per block, not the index entries the database would read past.
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
    const blockSize = 1 << rows.blockShift;
    const startsBlock = (at: number) =>
        descending
            ? at === rows.length - 1 || at % blockSize === blockSize - 1
            : at % blockSize === 0;
    for (; row >= 0 && row < rows.length && ids.length < count; row += step) {
        // Before the page, whole blocks are counted rather than walked: their live rows of the status, and the
        // overlay's customers that come before the block's last row.
        while (skipped < offset && row >= 0 && row < rows.length && startsBlock(row)) {
            const block = row >>> rows.blockShift;
            const last = descending
                ? block * blockSize
                : Math.min(rows.length, row + blockSize) - 1;
            const lastAt = rows.at[last] as number;
            const lastId = rows.ids[last] as number;
            let before = next;
            for (let entry = changed[before]; entry; entry = changed[++before]) {
                if (sign * (entry.at - lastAt || entry.id - lastId) >= 0) break;
            }
            const inBlock = rows.liveIn(block, wanted) + before - next;
            if (skipped + inBlock > offset) break;
            skipped += inBlock;
            next = before;
            row = last + step;
        }
        if (row < 0 || row >= rows.length) break;
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
