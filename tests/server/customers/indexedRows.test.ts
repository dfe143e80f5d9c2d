import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RowsReading } from '../../../server/customers/search/index/indexedRows.ts';

// Each id's row, whichever way the rows keep them: one entry per id where the ids are dense, a search by halves
// where they are spread out (customers deleted, anonymised, or ids from elsewhere).
const statuses = ['active', 'inactive', 'suspended'];
const rowsOf = async (ids: number[]) => {
    const reading = new RowsReading();
    for (const [at, id] of ids.entries())
        reading.add({ id, at, status: statuses[id % 3] as string, text: `\n${id}\n` });
    return reading.finish(undefined, 2);
};

describe('the index rows by id', () => {
    it('finds every id read and no other, dense or spread out', async () => {
        await fc.assert(
            fc.asyncProperty(
                // 40 or more of 1 to 80: the span is at most twice the rows (dense).
                fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 40, maxLength: 80 }),
                fc.boolean(),
                async (drawn, spread) => {
                    // Spread: two far apart make the span more than twice the rows.
                    const ids = spread ? [...drawn, 1_000_000, 2_000_000] : drawn;
                    const rows = await rowsOf(ids);
                    expect((rows as unknown as { dense: boolean }).dense).toBe(!spread);
                    for (const [row, id] of ids.entries()) expect(rows.rowOf(id)).toBe(row);
                    const read = new Set(ids);
                    for (const id of [-1, 0, 81, 999_999, 3_000_000, ...drawn.map(id => id + 1)])
                        if (!read.has(id)) expect(rows.rowOf(id)).toBeUndefined();
                }
            )
        );
    });

    it('visits each row of overlapping lists once, stops when told, and leaves nothing marked', async () => {
        const rows = await rowsOf(Array.from({ length: 50 }, (_, n) => n + 1));
        await fc.assert(
            fc.property(
                fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 49 })), { maxLength: 4 }),
                fc.nat(60),
                (drawn, stopAfter) => {
                    const parts = drawn.map(list => Int32Array.from(list.sort((a, b) => a - b)));
                    const distinct = [...new Set(parts.flatMap(part => [...part]))];
                    const visited: number[] = [];
                    const stopped = rows.eachOnce(parts, row => visited.push(row) > stopAfter);
                    expect(stopped).toBe(distinct.length > stopAfter);
                    expect(visited).toEqual(distinct.slice(0, stopAfter + 1));
                    // Nothing left marked: a whole visit afterwards sees every row again.
                    const again: number[] = [];
                    rows.eachOnce(parts, row => {
                        again.push(row);
                        return false;
                    });
                    expect(again).toEqual(distinct);
                }
            )
        );
    });
});
