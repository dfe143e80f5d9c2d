import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Trigrams } from '../../../server/customers/search/index/trigrams.ts';

// The narrowed candidates of a key are exactly the rows holding each of its rarest trigrams: never a row that
// holds the key missed (what a search finds cannot change), in ascending order, on lists long enough to be
// narrowed (2,048 postings or more, in at most a quarter of the rows) and others alike.
/** `size` texts of 3 to 24 characters of 'abc ', from a linear congruential sequence. */
function textsOf(seed: number, size: number): string[] {
    let state = seed;
    const next = (below: number) => {
        state = (state * 48_271) % 2_147_483_647;
        return state % below;
    };
    return Array.from({ length: size }, () =>
        Array.from({ length: 3 + next(22) }, () => 'abc '[next(4)]).join('')
    );
}

describe('the narrowed candidates', () => {
    it('are the rows holding the three rarest trigrams, each row holding the key among them', async () => {
        let narrowedRuns = 0;
        await fc.assert(
            fc.asyncProperty(
                // Texts made from a seed: fast-check's own arrays stay short, and the lists must pass 2,048.
                fc.integer({ min: 1, max: 2 ** 31 - 1 }),
                fc.integer({ min: 300, max: 20_000 }),
                fc.stringMatching(/^[abc ]{3,6}$/),
                async (seed, size, key) => {
                    const texts = textsOf(seed, size);
                    const trigrams = await Trigrams.build(
                        texts.length,
                        row => texts[row] as string
                    );
                    const narrowed = [...trigrams.narrowed(key)];
                    const pieces = Array.from({ length: key.length - 2 }, (_, at) =>
                        key.slice(at, at + 3)
                    );
                    const holders = (piece: string) =>
                        texts.flatMap((text, row) => (text.includes(piece) ? [row] : []));
                    const rarest = pieces
                        .map(holders)
                        .sort((a, b) => a.length - b.length)
                        .slice(0, 3);
                    const first = rarest[0] as number[];
                    const narrowing = first.length >= 2_048 && first.length * 4 <= texts.length;
                    if (narrowing) narrowedRuns++;
                    const expected = !narrowing
                        ? first
                        : first.filter(row => rarest.every(list => list.includes(row)));
                    expect(narrowed).toEqual(expected);
                    for (const [row, text] of texts.entries())
                        if (text.includes(key)) expect(narrowed).toContain(row);
                }
            ),
            { numRuns: 60 }
        );
        // The lists were long enough to be narrowed in some runs, short in others.
        expect(narrowedRuns).toBeGreaterThan(0);
        expect(narrowedRuns).toBeLessThan(60);
    });
});
