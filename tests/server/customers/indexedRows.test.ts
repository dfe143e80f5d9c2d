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
});
