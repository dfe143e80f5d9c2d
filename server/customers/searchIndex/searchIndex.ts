import { Trigrams } from './trigrams.ts';

/** A listed customer as a search reads it: `at` is the registration time in microseconds (the list's order). */
export interface IndexedCustomer {
    id: number;
    at: number;
    status: string;
    /** The searched text as the database keeps it (`customers.search_text`, migration 012). */
    text: string;
}

/** The customers read at one time, in the list's order, with their trigrams' postings. */
export class IndexedRows {
    readonly ids: Int32Array;
    readonly at: Float64Array;
    readonly statuses: Uint8Array;
    readonly statusNames: string[] = [];
    readonly texts: string[];
    /** Rows changed or gone since they were read (their present state, if any, is in the overlay). */
    readonly stale: Uint8Array;
    private readonly byId: Int32Array;
    readonly trigrams: Trigrams;

    private constructor(rows: IndexedCustomer[], trigrams: Trigrams) {
        this.trigrams = trigrams;
        this.ids = Int32Array.from(rows, row => row.id);
        this.at = Float64Array.from(rows, row => row.at);
        this.texts = rows.map(row => row.text);
        this.statuses = Uint8Array.from(rows, row => this.statusCode(row.status, true));
        this.stale = new Uint8Array(rows.length);
        this.byId = Int32Array.from(rows, (_, row) => row).sort(
            (a, b) => (this.ids[a] as number) - (this.ids[b] as number)
        );
    }

    /** `rows` in the list's order: by `at`, then id. */
    static async of(rows: IndexedCustomer[], stopped?: () => boolean): Promise<IndexedRows> {
        const trigrams = await Trigrams.build(
            rows.map(row => row.text),
            stopped
        );
        return new IndexedRows(rows, trigrams);
    }

    /** A status's code; 0 for one no row has. */
    statusCode(status: string, adding = false): number {
        const index = this.statusNames.indexOf(status);
        if (index >= 0) return index + 1;
        if (!adding) return 0;
        this.statusNames.push(status);
        return this.statusNames.length;
    }

    /** The row of a customer, if it was read. */
    rowOf(id: number): number | undefined {
        let low = 0;
        let high = this.byId.length - 1;
        while (low <= high) {
            const middle = (low + high) >>> 1;
            const row = this.byId[middle] as number;
            const found = this.ids[row] as number;
            if (found === id) return row;
            if (found < id) low = middle + 1;
            else high = middle - 1;
        }
        return undefined;
    }

    get length(): number {
        return this.ids.length;
    }
}

/** How a search asks: the fragment's key (searchKey.ts), an optional status, the direction and how many. */
export interface IndexQuery {
    key: string;
    status?: string | undefined;
    descending: boolean;
    needed: number;
}

const before = (a: IndexedCustomer, b: IndexedCustomer) => a.at - b.at || a.id - b.id;

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
    const found: IndexedCustomer[] = [];
    const step = descending ? -1 : 1;
    for (
        let at = descending ? candidates.length - 1 : 0;
        at >= 0 && at < candidates.length && found.length < needed;
        at += step
    ) {
        const row = candidates[at] as number;
        if (rows.stale[row] === 1) continue;
        if (wanted !== -1 && rows.statuses[row] !== wanted) continue;
        if (!(rows.texts[row] as string).includes(key)) continue;
        const id = rows.ids[row] as number;
        found.push({ id, at: rows.at[row] as number, status: '', text: '' });
    }
    const changed = [...overlay.values()].filter(
        customer =>
            (status === undefined || customer.status === status) && customer.text.includes(key)
    );
    if (changed.length === 0) return found.map(customer => customer.id);
    const merged = [...found, ...changed].sort(before);
    if (descending) merged.reverse();
    return merged.slice(0, needed).map(customer => customer.id);
}
