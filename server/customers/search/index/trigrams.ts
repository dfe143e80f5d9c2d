/**
 * For each three characters that appear in the customers' searched text, the customers whose text holds them,
 * in the list's order: the postings a search walks from the newest (or the oldest) and stops after the matches it
 * needs (matchIds.ts). Customers are rows 0..n-1 in that order; each text is in memory, so a candidate is
 * checked with `includes`, the same test as the SQL's `strpos` (search.ts), and what the postings offer only
 * decides how many are checked, never what matches.
 */

/** Characters get small codes so that a trigram is one small integer (a fast Map key); past this many, one code. */
const alphabetSize = 1024;

/** Yields to the event loop every so many rows, so that a build of a million never holds up requests long. */
const rowsPerTurn = 20_000;
const nextTurn = () => new Promise<void>(resolve => setImmediate(resolve));

export class Trigrams {
    private readonly alphabet = new Map<number, number>();
    private readonly slots = new Map<number, number>();
    private offsets = new Int32Array(0);
    private lengths = new Int32Array(0);
    private postings = new Int32Array(0);
    /** How many rows the postings were made from. */
    private rows = 0;

    /** The character's code; a character never seen in any text has none (no row can hold it). */
    private codeOf(unit: number, adding: boolean): number | undefined {
        const known = this.alphabet.get(unit);
        if (known !== undefined) return known;
        // Past the alphabet's size every other character shares the last code: their trigrams share postings,
        // which then offer more candidates than hold the text, never fewer.
        if (this.alphabet.size >= alphabetSize - 1) return alphabetSize - 1;
        if (!adding) return undefined;
        const code = this.alphabet.size + 1;
        this.alphabet.set(unit, code);
        return code;
    }

    private trigramAt(text: string, at: number, adding: boolean): number | undefined {
        const a = this.codeOf(text.charCodeAt(at), adding);
        const b = this.codeOf(text.charCodeAt(at + 1), adding);
        const c = this.codeOf(text.charCodeAt(at + 2), adding);
        if (a === undefined || b === undefined || c === undefined) return undefined;
        return (a * alphabetSize + b) * alphabetSize + c;
    }

    /** Fills the postings from the rows' texts, in the list's order; two passes (count, then place). */
    static async build(
        count: number,
        textOf: (row: number) => string,
        stopped: () => boolean = () => false
    ) {
        const trigrams = new Trigrams();
        trigrams.rows = count;
        let counts = new Int32Array(1 << 16);
        let lastRow = new Int32Array(1 << 16).fill(-1);
        const each = async (visit: (slot: number, row: number) => void) => {
            for (let row = 0; row < count; row++) {
                if (row % rowsPerTurn === rowsPerTurn - 1) {
                    await nextTurn();
                    if (stopped()) throw new Error('search index build stopped');
                }
                const text = textOf(row);
                for (let at = 0; at + 3 <= text.length; at++) {
                    const trigram = trigrams.trigramAt(text, at, true) as number;
                    let slot = trigrams.slots.get(trigram);
                    if (slot === undefined) {
                        slot = trigrams.slots.size;
                        trigrams.slots.set(trigram, slot);
                        if (slot >= counts.length) {
                            counts = grown(counts, 0);
                            lastRow = grown(lastRow, -1);
                        }
                    }
                    // A text holding the same three characters twice is posted once.
                    if (lastRow[slot] === row) continue;
                    lastRow[slot] = row;
                    visit(slot, row);
                }
            }
        };
        await each(slot => {
            counts[slot] = (counts[slot] as number) + 1;
        });
        const slotCount = trigrams.slots.size;
        trigrams.offsets = new Int32Array(slotCount);
        trigrams.lengths = new Int32Array(slotCount);
        let total = 0;
        for (let slot = 0; slot < slotCount; slot++) {
            trigrams.offsets[slot] = total;
            total += counts[slot] as number;
        }
        trigrams.postings = new Int32Array(total);
        lastRow.fill(-1);
        await each((slot, row) => {
            const length = trigrams.lengths[slot] as number;
            trigrams.postings[(trigrams.offsets[slot] as number) + length] = row;
            trigrams.lengths[slot] = length + 1;
        });
        return trigrams;
    }

    /**
     * The rows that may hold `key` (3 characters or more): the postings of its rarest trigram, ascending, as a
     * view; empty when one of its trigrams is in no text at all.
     */
    candidates(key: string): Int32Array {
        let best: Int32Array | undefined;
        for (let at = 0; at + 3 <= key.length; at++) {
            const trigram = this.trigramAt(key, at, false);
            const slot = trigram === undefined ? undefined : this.slots.get(trigram);
            if (slot === undefined) return new Int32Array(0);
            const length = this.lengths[slot] as number;
            if (best === undefined || length < best.length) {
                const start = this.offsets[slot] as number;
                best = this.postings.subarray(start, start + length);
            }
        }
        return best ?? new Int32Array(0);
    }

    /**
     * The rows that may hold `key` (3 characters or more), fewer than `candidates` gives where its rarest
     * trigram is common (but held by under a quarter of the rows): those postings narrowed to the rows that
     * also hold the next two rarest, each looked up by galloping through the longer list. For a search that tests every candidate (a match set, a walk's
     * bits): 'mi le' at three million customers had 150,000 candidates for 7,500 matches, 43 ms of substring
     * tests. A walk that stops after the first matches keeps `candidates` and tests only those it reaches.
     */
    narrowed(key: string): Int32Array {
        const lists: Int32Array[] = [];
        for (let at = 0; at + 3 <= key.length; at++) {
            const trigram = this.trigramAt(key, at, false);
            const slot = trigram === undefined ? undefined : this.slots.get(trigram);
            if (slot === undefined) return new Int32Array(0);
            const start = this.offsets[slot] as number;
            lists.push(this.postings.subarray(start, start + (this.lengths[slot] as number)));
        }
        lists.sort((a, b) => a.length - b.length);
        let narrowed = lists[0] ?? new Int32Array(0);
        // Short, it is tested as it is; held by a quarter of the rows or more, so are the others, and their rows
        // in common are most of it ('example.': every row, 130 ms to intersect at three million).
        if (narrowed.length < narrowedFrom || narrowed.length * 4 > this.rows) return narrowed;
        for (const other of lists.slice(1, 3)) narrowed = intersection(narrowed, other);
        return narrowed;
    }

    /** The postings of every trigram that starts with the two characters of `pair`. */
    startingWith(pair: string): Int32Array[] {
        if (pair.length !== 2) return [];
        const first = this.codeOf(pair.charCodeAt(0), false);
        const second = this.codeOf(pair.charCodeAt(1), false);
        if (first === undefined || second === undefined) return [];
        const parts: Int32Array[] = [];
        const base = (first * alphabetSize + second) * alphabetSize;
        for (const third of [...this.alphabet.values(), alphabetSize - 1]) {
            const slot = this.slots.get(base + third);
            if (slot === undefined) continue;
            const start = this.offsets[slot] as number;
            parts.push(this.postings.subarray(start, start + (this.lengths[slot] as number)));
        }
        return parts;
    }
}

/** Under this many candidates the rarest trigram's postings are tested as they are (narrowed). */
const narrowedFrom = 2_048;

/** The rows of `few` (ascending) also in `many` (ascending, as long or longer), by galloping through `many`. */
function intersection(few: Int32Array, many: Int32Array): Int32Array {
    const both = new Int32Array(few.length);
    let count = 0;
    let low = 0;
    for (const row of few) {
        // Gallop: double the step until past the row, then halve back to it.
        let step = 1;
        let high = low;
        while (high < many.length && (many[high] as number) < row) {
            low = high + 1;
            high += step;
            step *= 2;
        }
        high = Math.min(high, many.length - 1);
        while (low < high) {
            const middle = (low + high) >>> 1;
            if ((many[middle] as number) < row) low = middle + 1;
            else high = middle;
        }
        if (low < many.length && many[low] === row) both[count++] = row;
    }
    return both.subarray(0, count);
}

/**
 * The rows that may hold `key`, as lists that may overlap: of three characters or more, the postings of the
 * rarest trigrams' rows in common (narrowed); of two (a prefix search's line feed and letter), the postings of every trigram that
 * starts with them, since the index's text ends each field with a line feed too (IndexedCustomer.text).
 */
export function candidateParts(trigrams: Trigrams, key: string): Int32Array[] {
    return key.length >= 3 ? [trigrams.narrowed(key)] : trigrams.startingWith(key);
}

const grown = (array: Int32Array, fill: number) => {
    const larger = new Int32Array(array.length * 2).fill(fill);
    larger.set(array);
    return larger;
};
