import type { RankedSort } from '../repository/indexReads.ts';
import type { IndexedCustomer, IndexedRows } from './indexedRows.ts';
import { overlayMatches } from './matchIds.ts';
import { candidateParts } from './trigrams.ts';

/** A sort's order over the rows: the rows in it, and each row's place in it (-1: a row it did not hold). */
interface SortOrder {
    rows: Int32Array;
    rank: Int32Array;
}

/**
 * Past this many candidates (the rows holding the fragment's rarest trigram) the matches are looked for along
 * the sort's order rather than all collected and ranked.
 */
const rankedCandidates = 20_000;

/**
 * The rows' places in each sort the database orders by a column a search change is noted for (indexReads.ts,
 * `rankedSorts`), read from the database once per build, so the order is its collation's and never one this
 * process would have to imitate. Rows changed since (stale) are skipped; their present state is in the overlay,
 * which the database orders with the rest (ordered below).
 */
export class SortOrders {
    private readonly orders = new Map<RankedSort, SortOrder>();
    private readonly rankedUpTo: number;

    /** `rankedUpTo`: candidates ranked whole up to this many (tests take both ways with 0 and Infinity). */
    constructor(
        rows: IndexedRows,
        idsInOrder: Partial<Record<RankedSort, ArrayLike<number>>>,
        rankedUpTo = rankedCandidates
    ) {
        this.rankedUpTo = rankedUpTo;
        for (const [sort, ids] of Object.entries(idsInOrder) as [RankedSort, ArrayLike<number>][]) {
            const rank = new Int32Array(rows.length).fill(-1);
            const inOrder = new Int32Array(ids.length);
            let placed = 0;
            for (let at = 0; at < ids.length; at++) {
                const row = rows.rowOf(ids[at] as number);
                // A customer added after the rows were read: the overlay holds it once caught up.
                if (row === undefined) continue;
                rank[row] = placed;
                inOrder[placed++] = row;
            }
            this.orders.set(sort, { rows: inOrder.slice(0, placed), rank });
        }
    }

    has(sort: string | undefined): sort is RankedSort {
        return this.orders.has(sort as RankedSort);
    }

    /**
     * The first `needed` matches among the rows in the sort's order (fewer: all of them), and every matching
     * customer of the overlay, whose place the database decides: together they hold the list's first `needed`
     * matches, for the database to order. `complete` when that is every match.
     */
    ordered(
        rows: IndexedRows,
        overlay: ReadonlyMap<number, IndexedCustomer>,
        query: {
            sort: RankedSort;
            key: string;
            status?: string | undefined;
            descending: boolean;
            needed: number;
        }
    ): { ids: number[]; complete: boolean } {
        const { key, status, descending, needed } = query;
        const order = this.orders.get(query.sort) as SortOrder;
        const wanted = status === undefined ? -1 : rows.statusCode(status);
        const matches = (row: number) =>
            rows.stale[row] !== 1 &&
            order.rank[row] !== -1 &&
            (wanted === -1 || rows.statuses[row] === wanted) &&
            rows.textOf(row).includes(key);
        const parts = candidateParts(rows.trigrams, key);
        const count = parts.reduce((sum, part) => sum + part.length, 0);
        let picked: number[] = [];
        if (count <= this.rankedUpTo) {
            // Few candidates: each tested, the matches ranked (a row in two lists is tested once).
            picked = rows.marked(parts, marks => {
                const found: number[] = [];
                for (const part of parts) {
                    for (const row of part) {
                        if (marks[row] !== 1) continue;
                        marks[row] = 2;
                        if (matches(row)) found.push(row);
                    }
                }
                return found;
            });
            const sign = descending ? -1 : 1;
            picked.sort((a, b) => sign * ((order.rank[a] as number) - (order.rank[b] as number)));
            picked.length = Math.min(picked.length, needed);
        } else {
            // Many: the sort's order walked, a row's text tested only where it is a candidate (one read each), so
            // matches gathered in one part of the order (a first name, by name) cost a pass over the marks.
            rows.marked(parts, marks => {
                const step = descending ? -1 : 1;
                for (
                    let at = descending ? order.rows.length - 1 : 0;
                    at >= 0 && at < order.rows.length && picked.length < needed;
                    at += step
                ) {
                    const row = order.rows[at] as number;
                    if (marks[row] !== 0 && matches(row)) picked.push(row);
                }
            });
        }
        const ids = picked.map(row => rows.ids[row] as number);
        for (const customer of overlayMatches(overlay, key, status)) ids.push(customer.id);
        return { ids, complete: picked.length < needed };
    }
}
