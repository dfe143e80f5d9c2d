import { Trigrams } from './trigrams.ts';

/** A listed customer as a search reads it: `at` is the registration time in microseconds (the list's order). */
export interface IndexedCustomer {
    id: number;
    at: number;
    status: string;
    /** The searched text as the database keeps it (`customers.search_text`, migration 012). */
    text: string;
}

/**
 * Rows per string of joined texts. A million customers' texts as a million strings made every full garbage
 * collection of the server walk them (77 to 131 ms a collection, measured); as a few long strings and typed
 * arrays they are a handful of objects to it.
 */
const rowsPerChunk = 1 << 16;

/** The customers read at one time, in the list's order, with their trigrams' postings. */
export class IndexedRows {
    readonly ids: Int32Array;
    readonly at: Float64Array;
    readonly statuses: Uint8Array;
    readonly statusNames: string[];
    /** Rows changed or gone since they were read (their present state, if any, is in the overlay). */
    readonly stale: Uint8Array;
    readonly trigrams: Trigrams;
    readonly chunks: string[];
    /** Where each row's text starts in its chunk (it ends where the next row's starts, or at the chunk's end). */
    readonly starts: Int32Array;
    private readonly byId: Int32Array;

    constructor(read: RowsRead, trigrams: Trigrams) {
        this.ids = read.ids;
        this.at = read.at;
        this.statuses = read.statuses;
        this.statusNames = read.statusNames;
        this.chunks = read.chunks;
        this.starts = read.starts;
        this.trigrams = trigrams;
        this.stale = new Uint8Array(this.ids.length);
        this.byId = Int32Array.from(this.ids, (_, row) => row).sort(
            (a, b) => (this.ids[a] as number) - (this.ids[b] as number)
        );
    }

    textOf(row: number): string {
        return textAt(this, row);
    }

    /** A status's code; 0 for one no row has. */
    statusCode(status: string): number {
        return this.statusNames.indexOf(status) + 1;
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

/** A row's text, cut from its chunk. */
function textAt(read: Pick<RowsRead, 'chunks' | 'starts'>, row: number): string {
    const chunk = read.chunks[row >>> 16] as string;
    const next = row + 1;
    const end =
        next < read.starts.length && next >>> 16 === row >>> 16
            ? (read.starts[next] as number)
            : chunk.length;
    return chunk.slice(read.starts[row] as number, end);
}

interface RowsRead {
    ids: Int32Array;
    at: Float64Array;
    statuses: Uint8Array;
    statusNames: string[];
    chunks: string[];
    starts: Int32Array;
}

/** Customers added one at a time in the list's order (a build reads them in batches), then indexed. */
export class RowsReading {
    private readonly ids: number[] = [];
    private readonly at: number[] = [];
    private readonly statuses: number[] = [];
    private readonly statusNames: string[] = [];
    private readonly chunks: string[] = [];
    private readonly starts: number[] = [];
    private pending: string[] = [];
    private pendingLength = 0;

    add(customer: IndexedCustomer): void {
        this.ids.push(customer.id);
        this.at.push(customer.at);
        let status = this.statusNames.indexOf(customer.status);
        if (status < 0) status = this.statusNames.push(customer.status) - 1;
        this.statuses.push(status + 1);
        this.starts.push(this.pendingLength);
        this.pending.push(customer.text);
        this.pendingLength += customer.text.length;
        if (this.pending.length === rowsPerChunk) this.flush();
    }

    private flush(): void {
        if (this.pending.length === 0) return;
        this.chunks.push(this.pending.join(''));
        this.pending = [];
        this.pendingLength = 0;
    }

    async finish(stopped?: () => boolean): Promise<IndexedRows> {
        this.flush();
        const read: RowsRead = {
            ids: Int32Array.from(this.ids),
            at: Float64Array.from(this.at),
            statuses: Uint8Array.from(this.statuses),
            statusNames: this.statusNames,
            chunks: this.chunks,
            starts: Int32Array.from(this.starts),
        };
        const trigrams = await Trigrams.build(read.ids.length, row => textAt(read, row), stopped);
        return new IndexedRows(read, trigrams);
    }
}
