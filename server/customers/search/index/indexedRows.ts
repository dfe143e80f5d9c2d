import { Trigrams } from './trigrams.ts';

/** A listed customer as a search reads it: `at` is the registration time in microseconds (the list's order). */
export interface IndexedCustomer {
    id: number;
    at: number;
    status: string;
    /**
     * The searched text (`customers.search_text`, migration 012) with its marks swapped back, then the last name
     * lower-case (indexReads.ts), each field between line feeds: each field that a search of one or two
     * characters must start (loginID, name, email, last name) follows a line feed, so that such a search is
     * the text holding a line feed and the fragment. A fragment without a line feed matches this text exactly
     * when it matches the searched text: the last name is inside the name.
     */
    text: string;
}

/** Whether a text holds its four fields and no line feed inside one (a prefix search relies on it). */
export const fieldsRegular = (text: string) => text.split('\n').length === 6;

/**
 * Rows per string of joined texts. A million customers' texts as a million strings made every full garbage
 * collection of the server walk them (77 to 131 ms a collection, measured); as a few long strings and typed
 * arrays they are a handful of objects to it.
 */
const rowsPerChunk = 1 << 16;

/** 256 rows a block: page 200 of a million customers counts about ten blocks, then walks at most one. */
const defaultBlockShift = 8;

/** The customers read at one time, in the list's order, with their trigrams' postings. */
export class IndexedRows {
    readonly ids: Int32Array;
    readonly at: Float64Array;
    readonly statuses: Uint8Array;
    readonly statusNames: string[];
    /** Rows changed or gone since they were read (their present state, if any, is in the overlay): markStale. */
    readonly stale: Uint8Array;
    /** Rows per block of `live` (as a power of two): a deep page counts whole blocks instead of walking them. */
    readonly blockShift: number;
    /** Per block, its rows not stale: of any status, then of each status by code. */
    private readonly live: Int32Array;
    readonly trigrams: Trigrams;
    /** Rows whose text has a line feed inside a field (fieldsRegular): prefix searches then take the SQL way. */
    readonly irregular: number;
    readonly chunks: string[];
    /** Where each row's text starts in its chunk (it ends where the next row's starts, or at the chunk's end). */
    readonly starts: Int32Array;
    /**
     * Each id's row: where the ids are dense (ids from the lowest span at most twice the rows), one entry per id
     * from the lowest (-1: none), read in one step; else the rows sorted by id, searched by halves. A walk along
     * an order the database keeps (the points) looks up every id it reads: 22 halvings over three million rows
     * cost most of its time.
     */
    private readonly byId: Int32Array;
    private readonly lowestId: number;
    private readonly dense: boolean;
    /** One byte a row for a search to mark candidates in and clear after (marked below), never held across. */
    private scratch: Uint8Array | undefined;

    constructor(read: RowsRead, trigrams: Trigrams, blockShift = defaultBlockShift) {
        this.ids = read.ids;
        this.at = read.at;
        this.statuses = read.statuses;
        this.statusNames = read.statusNames;
        this.chunks = read.chunks;
        this.starts = read.starts;
        this.trigrams = trigrams;
        this.irregular = read.irregular;
        this.stale = new Uint8Array(this.ids.length);
        this.blockShift = blockShift;
        const width = this.statusNames.length + 1;
        this.live = new Int32Array(((this.ids.length >>> blockShift) + 1) * width);
        this.statuses.forEach((status, row) => {
            const block = (row >>> blockShift) * width;
            (this.live[block] as number)++;
            (this.live[block + status] as number)++;
        });
        let lowest = Number.POSITIVE_INFINITY;
        let highest = Number.NEGATIVE_INFINITY;
        for (const id of this.ids) {
            if (id < lowest) lowest = id;
            if (id > highest) highest = id;
        }
        this.lowestId = this.ids.length === 0 ? 0 : lowest;
        const span = this.ids.length === 0 ? 0 : highest - lowest + 1;
        this.dense = span <= 2 * this.ids.length;
        if (this.dense) {
            this.byId = new Int32Array(span).fill(-1);
            this.ids.forEach((id, row) => {
                this.byId[id - lowest] = row;
            });
        } else {
            this.byId = Int32Array.from(this.ids, (_, row) => row).sort(
                (a, b) => (this.ids[a] as number) - (this.ids[b] as number)
            );
        }
    }

    /**
     * Runs `use` with every row of `parts` marked (once each however many lists hold it), then clears the marks:
     * a walk along another order then tells a candidate by one read.
     */
    marked<T>(parts: Int32Array[], use: (marks: Uint8Array) => T): T {
        this.scratch ??= new Uint8Array(this.ids.length);
        const marks = this.scratch;
        for (const part of parts) for (const row of part) marks[row] = 1;
        try {
            return use(marks);
        } finally {
            for (const part of parts) for (const row of part) marks[row] = 0;
        }
    }

    /**
     * Visits each row of `parts` once (a row in several lists the first time it comes), list by list, until
     * `visit` returns true; whether it did. Marks only what it visits and clears them after, so a search that
     * stops early never marks the rest (a prefix's lists at three million customers hold 6 million entries).
     */
    eachOnce(parts: Int32Array[], visit: (row: number) => boolean): boolean {
        this.scratch ??= new Uint8Array(this.ids.length);
        const marks = this.scratch;
        let list = 0;
        let at = 0;
        try {
            for (; list < parts.length; list++) {
                const part = parts[list] as Int32Array;
                for (at = 0; at < part.length; at++) {
                    const row = part[at] as number;
                    if (marks[row] === 1) continue;
                    marks[row] = 1;
                    if (visit(row)) return true;
                }
            }
            return false;
        } finally {
            // The lists before the one it stopped in whole, that one up to where it stopped.
            for (let done = 0; done <= list && done < parts.length; done++) {
                const part = parts[done] as Int32Array;
                const end = done < list ? part.length : Math.min(at + 1, part.length);
                for (let entry = 0; entry < end; entry++) marks[part[entry] as number] = 0;
            }
        }
    }

    /** A row changed or gone since it was read. */
    markStale(row: number): void {
        if (this.stale[row] === 1) return;
        this.stale[row] = 1;
        const block = (row >>> this.blockShift) * (this.statusNames.length + 1);
        (this.live[block] as number)--;
        (this.live[block + (this.statuses[row] as number)] as number)--;
    }

    /**
     * Blanks stale rows' texts in their chunks (same lengths, so the other rows' starts hold): customers gone from
     * the list (anonymised, deleted) leave nothing of theirs in memory until the next build. Each chunk is copied
     * once however many of its rows go.
     */
    erase(rows: readonly number[]): void {
        const byChunk = new Map<number, number[]>();
        for (const row of rows) {
            const list = byChunk.get(row >>> 16);
            if (list) list.push(row);
            else byChunk.set(row >>> 16, [row]);
        }
        for (const [index, inChunk] of byChunk) {
            const chunk = this.chunks[index] as string;
            const parts: string[] = [];
            let at = 0;
            for (const row of inChunk.sort((a, b) => a - b)) {
                const start = this.starts[row] as number;
                const end = textEnd(this, row);
                parts.push(chunk.slice(at, start), ' '.repeat(end - start));
                at = end;
            }
            parts.push(chunk.slice(at));
            this.chunks[index] = parts.join('');
        }
    }

    /** How many rows of a block are not stale, of a status's code (-1: any status; 0: a status no row has). */
    liveIn(block: number, code: number): number {
        if (code === 0) return 0;
        return this.live[
            block * (this.statusNames.length + 1) + (code === -1 ? 0 : code)
        ] as number;
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
        if (this.dense) {
            const row = this.byId[id - this.lowestId];
            return row === undefined || row === -1 ? undefined : row;
        }
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

/** Where a row's text ends in its chunk. */
function textEnd(read: Pick<RowsRead, 'chunks' | 'starts'>, row: number): number {
    const next = row + 1;
    return next < read.starts.length && next >>> 16 === row >>> 16
        ? (read.starts[next] as number)
        : (read.chunks[row >>> 16] as string).length;
}

/** A row's text, cut from its chunk. */
function textAt(read: Pick<RowsRead, 'chunks' | 'starts'>, row: number): string {
    const chunk = read.chunks[row >>> 16] as string;
    return chunk.slice(read.starts[row] as number, textEnd(read, row));
}

interface RowsRead {
    irregular: number;
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
    private irregular = 0;

    add(customer: IndexedCustomer): void {
        if (!fieldsRegular(customer.text)) this.irregular++;
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

    /** `blockShift`: rows per block of live counts (tests make blocks small). */
    async finish(stopped?: () => boolean, blockShift?: number): Promise<IndexedRows> {
        this.flush();
        const read: RowsRead = {
            irregular: this.irregular,
            ids: Int32Array.from(this.ids),
            at: Float64Array.from(this.at),
            statuses: Uint8Array.from(this.statuses),
            statusNames: this.statusNames,
            chunks: this.chunks,
            starts: Int32Array.from(this.starts),
        };
        const trigrams = await Trigrams.build(read.ids.length, row => textAt(read, row), stopped);
        return new IndexedRows(read, trigrams, blockShift);
    }
}
