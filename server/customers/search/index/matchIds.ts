import type { IndexedCustomer, IndexedRows } from './indexedRows.ts';
import { candidateParts } from './trigrams.ts';

/** How a search asks: the fragment as typed (lower-case), an optional status, the direction and how many. */
export interface IndexQuery {
    key: string;
    status?: string | undefined;
    descending: boolean;
    needed: number;
}

/** The overlay's customers (changed or added since the build) that match `key`, of `status` if one is asked. */
export const overlayMatches = (
    overlay: ReadonlyMap<number, IndexedCustomer>,
    key: string,
    status: string | undefined
) =>
    [...overlay.values()].filter(
        customer =>
            (status === undefined || customer.status === status) && customer.text.includes(key)
    );

/** A match's place in the list's order. */
type Placed = Pick<IndexedCustomer, 'id' | 'at'>;

const before = (a: Placed, b: Placed) => a.at - b.at || a.id - b.id;

/**
 * The first `needed` matches of the rows read and of the overlay (customers changed or added since), in the
 * list's order, as ids: the rows' postings walked from the requested end until enough are found, the overlay
 * (small) checked whole, the two merged.
 */
export function matchIds(
    rows: IndexedRows,
    overlay: ReadonlyMap<number, IndexedCustomer>,
    query: IndexQuery
): number[] {
    const { key, status, descending, needed } = query;
    const wanted = status === undefined ? -1 : rows.statusCode(status);
    const candidates = rows.trigrams.candidates(key);
    const found: Placed[] = [];
    const step = descending ? -1 : 1;
    for (
        let at = descending ? candidates.length - 1 : 0;
        at >= 0 && at < candidates.length && found.length < needed;
        at += step
    ) {
        const row = candidates[at] as number;
        if (rows.stale[row] === 1) continue;
        if (wanted !== -1 && rows.statuses[row] !== wanted) continue;
        if (!rows.textOf(row).includes(key)) continue;
        found.push({ id: rows.ids[row] as number, at: rows.at[row] as number });
    }
    const changed = overlayMatches(overlay, key, status);
    if (changed.length === 0) return found.map(customer => customer.id);
    const merged: Placed[] = [...found, ...changed].sort(before);
    if (descending) merged.reverse();
    return merged.slice(0, needed).map(customer => customer.id);
}

/** How a search in another order asks: every match, as long as there are no more than `limit`. */
export interface MatchSetQuery {
    key: string;
    status?: string | undefined;
    limit: number;
}

/**
 * Every match's id (in no particular order) when there are at most `limit` of them, for the database to order
 * by any column; `'many'` past that, where walking the column's index in its order finds a page sooner.
 */
export function allMatchIds(
    rows: IndexedRows,
    overlay: ReadonlyMap<number, IndexedCustomer>,
    query: MatchSetQuery
): number[] | 'many' {
    const { key, status, limit } = query;
    const wanted = status === undefined ? -1 : rows.statusCode(status);
    const ids = overlayMatches(overlay, key, status).map(customer => customer.id);
    if (ids.length > limit) return 'many';
    const parts = candidateParts(rows.trigrams, key);
    const take = (row: number) => {
        if (rows.stale[row] === 1) return false;
        if (wanted !== -1 && rows.statuses[row] !== wanted) return false;
        if (!rows.textOf(row).includes(key)) return false;
        return ids.push(rows.ids[row] as number) > limit;
    };
    // One list (a fragment's candidates) holds each row once, and the walk may stop early: no marks.
    const [only] = parts;
    const many = parts.length === 1 && only ? only.some(take) : rows.eachOnce(parts, take);
    if (many) return 'many';
    return ids;
}
