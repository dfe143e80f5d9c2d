import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { releaseFreedMemory } from '../../../lib/freedMemory.ts';
import {
    type ListedAfter,
    type RankedSort,
    rankedSorts,
    readListedCustomers,
    readSearchChanges,
    readSearchVersion,
    readSortOrder,
} from '../repository/indexReads.ts';
import {
    fieldsRegular,
    type IndexedCustomer,
    type IndexedRows,
    RowsReading,
} from './indexedRows.ts';
import { allMatchIds, type IndexQuery, type MatchSetQuery, matchIds } from './matchIds.ts';
import { type PageQuery, pageIds } from './pageIds.ts';
import { SortOrders } from './sortOrders.ts';
import { candidateParts } from './trigrams.ts';

/** Customers read a round trip at a time when the index is built. */
const readBatch = 5_000;

/**
 * Past this many customers changed or added since the last build, a search checks too many of them one by one
 * (each a substring test): the index is built again in the background.
 */
const overlayLimit = 5_000;

/**
 * The customers' searched text in this instance's memory, as of a change number (migration 018): built in the
 * background when the server starts (searches take the SQL way until then), brought up to date whenever a
 * search's page shows a later number (indexedSearch.ts), built again when it is too far behind.
 */
export class CustomerSearchIndex {
    private rows: IndexedRows | undefined;
    private orders: SortOrders | undefined;
    private overlay = new Map<number, IndexedCustomer>();
    /** The number of the last change the index holds. */
    private seen = 0;
    private building: Promise<void> | undefined;
    private catching: Promise<void> | undefined;
    private stopped = false;

    private readonly db: Kysely<Database>;
    private readonly onBuilt: (figures: { customers: number; ms: number }) => void;

    constructor(
        db: Kysely<Database>,
        onBuilt: (figures: { customers: number; ms: number }) => void = () => {}
    ) {
        this.db = db;
        this.onBuilt = onBuilt;
    }

    get version(): number {
        return this.seen;
    }

    get ready(): boolean {
        return this.rows !== undefined;
    }

    /** Builds the index (again) unless a build is under way; resolves when it is done. */
    build(): Promise<void> {
        this.building ??= this.read().finally(() => {
            this.building = undefined;
        });
        return this.building;
    }

    private async read(): Promise<void> {
        const started = performance.now();
        // The number first, then the customers: a change made while they are read is numbered after it, and
        // read again by the next catch-up, which leaves each customer as it then is.
        const { version } = await readSearchVersion(this.db);
        const reading = new RowsReading();
        let after: ListedAfter | undefined;
        let more = true;
        while (more) {
            const batch = await readListedCustomers(this.db, after, readBatch);
            for (const customer of batch.customers) reading.add(customer);
            after = batch.last;
            more = batch.customers.length === readBatch;
            if (this.stopped) return;
        }
        let rows: IndexedRows;
        try {
            rows = await reading.finish(() => this.stopped);
        } catch (error) {
            // Stopped by close(): nothing to report.
            if (this.stopped) return;
            throw error;
        }
        // Read after the rows: a customer changed in between is numbered after `version`, so the next catch-up
        // marks its row stale and the order skips it.
        // By id the order is the rows' own ids, sorted.
        const idsInOrder: Partial<Record<RankedSort, Int32Array>> = {
            id: Int32Array.from(rows.ids).sort(),
        };
        for (const sort of Object.keys(rankedSorts) as RankedSort[]) {
            if (sort === 'id') continue;
            idsInOrder[sort] = await readSortOrder(this.db, sort);
            if (this.stopped) return;
        }
        this.orders = new SortOrders(rows, idsInOrder);
        this.rows = rows;
        this.overlay = new Map();
        this.seen = version;
        const ms = Math.round(performance.now() - started);
        // The build's garbage (the rows as read, their arrays while they grew) left the heap 300 MB larger.
        releaseFreedMemory();
        this.onBuilt({ customers: rows.length, ms });
    }

    /** The first `needed` matching ids in the list's order, or undefined while the index is not built. */
    search(query: IndexQuery): number[] | undefined {
        return this.rows && matchIds(this.rows, this.overlay, query);
    }

    /** Whether the index keeps a sort's order (sortOrders.ts). */
    ranks(sort: string | undefined): boolean {
        return this.orders?.has(sort) ?? false;
    }

    /** The matches that hold a page in a kept sort's order (SortOrders.ordered), or undefined while not built. */
    ordered(
        query: Parameters<SortOrders['ordered']>[2]
    ): { ids: number[]; complete: boolean } | undefined {
        if (!this.rows || !this.answers(query.key)) return undefined;
        return this.orders?.ordered(this.rows, this.overlay, query);
    }

    /**
     * Whether the texts can answer a key: a prefix search's (a line feed first) only while no text has a line
     * feed inside a field, where it would take a line's start for a field's.
     */
    private answers(key: string): boolean {
        if (!key.startsWith('\n')) return true;
        if ((this.rows?.irregular ?? 0) > 0) return false;
        for (const customer of this.overlay.values())
            if (!fieldsRegular(customer.text)) return false;
        return true;
    }

    /** Every match (at most `limit`, else 'many'), or undefined while the index is not built. */
    matchSet(query: MatchSetQuery): number[] | 'many' | undefined {
        if (!this.rows || !this.answers(query.key)) return undefined;
        return allMatchIds(this.rows, this.overlay, query);
    }

    /**
     * A test of one listed customer, by id, against `key` as the index holds it now (its overlay first), for a
     * walk along an order kept in the database (the points); undefined while not built or for a key it cannot
     * answer. A customer it has never read does not match: the caller compares versions (`version`).
     */
    matcher(key: string): ((id: number) => boolean) | undefined {
        const rows = this.rows;
        if (!rows || !this.answers(key)) return undefined;
        const overlay = this.overlay;
        // The candidates (rows holding the key's rarest trigram, or a prefix's) as bits of the walk's own, so
        // that only they are tested with `includes`: one bit a row, held across the walk's reads, unlike the
        // rows' shared marks.
        // Held by a quarter of the rows or more ('\nm' at three million: 6 million entries, 40 ms to set),
        // the candidates say little and every row reached is tested.
        const parts = candidateParts(rows.trigrams, key);
        const every = parts.reduce((sum, part) => sum + part.length, 0) * 4 >= rows.length;
        const candidates = new Uint32Array(every ? 0 : (rows.length >>> 5) + 1);
        if (!every)
            for (const part of parts)
                for (const row of part) candidates[row >>> 5] |= 1 << (row & 31);
        return id => {
            if (overlay.size > 0) {
                const changed = overlay.get(id);
                if (changed) return changed.text.includes(key);
            }
            const row = rows.rowOf(id);
            return (
                row !== undefined &&
                (every || ((candidates[row >>> 5] as number) & (1 << (row & 31))) !== 0) &&
                rows.stale[row] !== 1 &&
                rows.textOf(row).includes(key)
            );
        };
    }

    /** The ids of a page of the list in registration order, or undefined while the index is not built. */
    page(query: PageQuery): number[] | undefined {
        return this.rows && pageIds(this.rows, this.overlay, query);
    }

    /** Reads the changes numbered after the index's (one catch-up at a time; others wait for it). */
    catchUp(): Promise<void> {
        this.catching ??= this.readChanges().finally(() => {
            this.catching = undefined;
        });
        return this.catching;
    }

    private async readChanges(): Promise<void> {
        const rows = this.rows;
        if (!rows) return;
        const since = this.seen;
        const { version, trimmedThrough, changes } = await readSearchChanges(this.db, since);
        if (rows !== this.rows || version <= this.seen) return;
        if (trimmedThrough > since) {
            // Some of the changes it missed are gone (trimmed, or a TRUNCATE): only a new build knows.
            await this.build();
            return;
        }
        const gone: number[] = [];
        for (const { id, customer } of changes) {
            const row = rows.rowOf(id);
            if (row !== undefined) rows.markStale(row);
            if (row !== undefined && !customer) gone.push(row);
            if (customer) this.overlay.set(id, customer);
            else this.overlay.delete(id);
        }
        rows.erase(gone);
        this.seen = version;
        if (this.overlay.size > overlayLimit) void this.build().catch(() => {});
    }

    /** Stops a build under way (at its next batch) and waits for what is in flight. */
    async close(): Promise<void> {
        this.stopped = true;
        await Promise.allSettled([this.building, this.catching]);
    }
}
