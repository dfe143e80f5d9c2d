import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    type IndexedCustomer,
    RowsReading,
} from '../../../server/customers/search/index/indexedRows.ts';
import { matchIds } from '../../../server/customers/search/index/matchIds.ts';
import { pageIds } from '../../../server/customers/search/index/pageIds.ts';
import { SortOrders } from '../../../server/customers/search/index/sortOrders.ts';

// The in-memory search (server/customers/searchIndex/) against the plain answer: every customer whose text holds
// the key, of the status asked, in the list's order (time, then id), the first `needed`.
const plainly = (
    customers: IndexedCustomer[],
    key: string,
    status: string | undefined,
    descending: boolean,
    needed: number
) => {
    const found = customers
        .filter(customer => customer.text.includes(key) && (!status || customer.status === status))
        .sort((a, b) => a.at - b.at || a.id - b.id);
    if (descending) found.reverse();
    return found.slice(0, needed).map(customer => customer.id);
};

/** The rows of an index built from `customers`, which it reads in the list's order (time, then id). */
const indexed = (customers: IndexedCustomer[], blockShift?: number) => {
    const reading = new RowsReading();
    for (const customer of [...customers].sort((a, b) => a.at - b.at || a.id - b.id)) {
        reading.add(customer);
    }
    return reading.finish(undefined, blockShift);
};

// Few letters, so that keys match often; the line feed that joins fields; a stand-in letter.
const letters = fc.constantFrom('a', 'b', 'n', '\n', 'ǂ', '1');
const text = fc.array(letters, { minLength: 0, maxLength: 12 }).map(parts => parts.join(''));
const customer = (id: number) =>
    fc.record({
        id: fc.constant(id),
        // Few distinct times: ties broken by id.
        at: fc.integer({ min: 0, max: 5 }),
        status: fc.constantFrom('active', 'inactive'),
        text,
    });

/** An index built from `read`, then `changed` (new or changed customers) and `gone` as a catch-up leaves them. */
async function changedSince(
    read: IndexedCustomer[],
    changed: IndexedCustomer[],
    gone: number[],
    blockShift?: number
) {
    const rows = await indexed(read, blockShift);
    const overlay = new Map<number, IndexedCustomer>();
    const now = new Map(read.map(entry => [entry.id, entry]));
    for (const entry of changed) {
        const row = rows.rowOf(entry.id);
        if (row !== undefined) rows.markStale(row);
        overlay.set(entry.id, entry);
        now.set(entry.id, entry);
    }
    for (const id of gone) {
        const row = rows.rowOf(id);
        if (row !== undefined) rows.markStale(row);
        overlay.delete(id);
        now.delete(id);
    }
    return { rows, overlay, now };
}

// Customers read, some changed since (a new text, status or time), some new ones, some gone.
const history = fc.integer({ min: 0, max: 40 }).chain(count =>
    fc.record({
        read: fc.tuple(...Array.from({ length: count }, (_, n) => customer(n + 1))),
        changed: fc
            .array(customer(0), { maxLength: 8 })
            .map(list => list.map((entry, n) => ({ ...entry, id: ((n * 7) % (count + 5)) + 1 }))),
        gone: fc.array(fc.integer({ min: 1, max: count + 1 }), { maxLength: 4 }),
    })
);

describe('the search index in memory', () => {
    it('finds what a plain substring test finds, in the list order, with customers changed since it was built', async () => {
        await fc.assert(
            fc.asyncProperty(
                history,
                fc.array(letters, { minLength: 3, maxLength: 5 }).map(parts => parts.join('')),
                fc.constantFrom(undefined, 'active', 'inactive'),
                fc.boolean(),
                fc.integer({ min: 1, max: 30 }),
                async ({ read, changed, gone }, key, status, descending, needed) => {
                    const { rows, overlay, now } = await changedSince(read, changed, gone);
                    const query = { key, status, descending, needed };
                    expect(matchIds(rows, overlay, query)).toEqual(
                        plainly([...now.values()], key, status, descending, needed)
                    );
                }
            ),
            { numRuns: 300 }
        );
    });

    it('still finds every match when the texts hold more distinct characters than it gives codes to', async () => {
        // 1,500 characters from the CJK block, three to a customer: past the 1,023 codes, characters share one.
        const customers = Array.from({ length: 500 }, (_, n) => ({
            id: n + 1,
            at: n,
            status: 'active',
            text: String.fromCharCode(0x4e00 + 3 * n, 0x4e01 + 3 * n, 0x4e02 + 3 * n, 0x61),
        }));
        const rows = await indexed(customers);
        for (const n of [0, 340, 341, 342, 499]) {
            const key = (customers[n] as IndexedCustomer).text.slice(0, 3);
            const query = { key, status: undefined, descending: true, needed: 10 };
            expect(matchIds(rows, new Map(), query), key).toEqual([n + 1]);
        }
        const never = String.fromCharCode(0x9000, 0x9001, 0x9002);
        const query = { key: never, status: undefined, descending: false, needed: 10 };
        expect(matchIds(rows, new Map(), query)).toEqual([]);
    });

    it('pages the list in registration order as a plain sort does, the customers changed since among them', async () => {
        await fc.assert(
            fc.asyncProperty(
                history,
                fc.constantFrom(undefined, 'active', 'inactive', 'blocked'),
                fc.boolean(),
                fc.integer({ min: 0, max: 50 }),
                fc.integer({ min: 1, max: 10 }),
                // Blocks of 1 to 8 rows, so that deep pages skip whole blocks (256 rows in the server).
                fc.integer({ min: 0, max: 3 }),
                async ({ read, changed, gone }, status, descending, offset, count, blockShift) => {
                    const { rows, overlay, now } = await changedSince(
                        read,
                        changed,
                        gone,
                        blockShift
                    );
                    const every = plainly([...now.values()], '', status, descending, Infinity);
                    expect(pageIds(rows, overlay, { status, descending, offset, count })).toEqual(
                        every.slice(offset, offset + count)
                    );
                }
            ),
            { numRuns: 1000 }
        );
    });

    it('holds the first matches of another order, the customers changed since among them, whichever way it looks', async () => {
        // A sort's key per customer as the database would order by it (here a number, then the id); changed
        // customers take a new one. What the index answers is a set for the database to order: ordered by the
        // keys as they now are, its first `needed` are the plain answer's, and all of them when `complete`.
        const keyOf = (id: number, version: number) => (id * 7 + version * 3) % 5;
        await fc.assert(
            fc.asyncProperty(
                history,
                // A fragment, or a prefix search's line feed and one letter (the texts end in a line feed, as
                // the index's do, so every field start is followed by a character).
                fc.oneof(
                    fc.array(letters, { minLength: 3, maxLength: 4 }).map(parts => parts.join('')),
                    fc.constantFrom('a', 'b', 'n', 'ǂ', '1').map(letter => `\n${letter}`)
                ),
                fc.constantFrom(undefined, 'active', 'inactive'),
                fc.boolean(),
                fc.integer({ min: 1, max: 30 }),
                fc.constantFrom(0, Number.POSITIVE_INFINITY),
                async (drawn, key, status, descending, needed, rankedUpTo) => {
                    const fielded = (entry: IndexedCustomer) => ({
                        ...entry,
                        text: `\n${entry.text}\n`,
                    });
                    const read = drawn.read.map(fielded);
                    const changed = drawn.changed.map(fielded);
                    const { gone } = drawn;
                    const { rows, overlay, now } = await changedSince(read, changed, gone);
                    const changedIds = new Set(changed.map(entry => entry.id));
                    const sortKey = (id: number) => keyOf(id, changedIds.has(id) ? 1 : 0);
                    const byKey = (a: number, b: number) =>
                        (descending ? -1 : 1) * (sortKey(a) - sortKey(b) || a - b);
                    const inOrder = read
                        .map(entry => entry.id)
                        .sort((a, b) => keyOf(a, 0) - keyOf(b, 0) || a - b);
                    const orders = new SortOrders(rows, { name: inOrder }, rankedUpTo);
                    const query = { sort: 'name' as const, key, status, descending, needed };
                    const { ids, complete } = orders.ordered(rows, overlay, query);
                    const every = [...now.values()]
                        .filter(
                            entry =>
                                entry.text.includes(key) && (!status || entry.status === status)
                        )
                        .map(entry => entry.id)
                        .sort(byKey);
                    const answered = [...ids].sort(byKey);
                    expect(answered.slice(0, needed)).toEqual(every.slice(0, needed));
                    // Not complete: at least `needed` match, which is what the caller's capped count says.
                    if (complete) expect(answered).toEqual(every);
                    else expect(every.length).toBeGreaterThanOrEqual(needed);
                }
            ),
            { numRuns: 500 }
        );
    });
});
