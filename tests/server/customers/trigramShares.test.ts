import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchKey } from '../../../server/customers/search/repository/searchKey.ts';
import {
    commonShare,
    indexedParts,
    readTrigramShares,
} from '../../../server/customers/search/repository/trigramShares.ts';
import { containsInOrderPattern } from '../../../server/lib/paging.ts';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

const common = (...pieces: string[]) => new Map(pieces.map(piece => [piece, 1]));

/** What PostgreSQL's LIKE answers for a pattern of letters and `%`, in JS: each part after the one before. */
const likeMatches = (pattern: string, text: string) => {
    let from = 0;
    for (const part of pattern.split('%')) {
        const found = text.indexOf(part, from);
        if (found < 0) return false;
        from = found + part.length;
    }
    return true;
};

describe('the parts of a search the trigram index is asked for', () => {
    it('are the whole key without shares, or for three characters or fewer', () => {
        expect(indexedParts('ember179', new Map())).toEqual(['ember179']);
        expect(indexedParts('mem', common('mem'))).toEqual(['mem']);
    });

    it('leaves out the common pieces at either end or in the middle', () => {
        // 'mem', 'emb', 'mbe', 'ber' are in every customer's member number; 'er1' and after are not.
        expect(indexedParts('ember179', common('mem', 'emb', 'mbe', 'ber'))).toEqual(['er179']);
        // '@ex', 'exa', 'xam' (the @ swapped for its stand-in): in every email of one domain.
        const key = searchKey('153@exam');
        expect(indexedParts(key, common(searchKey('@ex'), 'exa', 'xam'))).toEqual([
            searchKey('153@e'),
        ]);
        // Two runs of rare pieces: both, in order.
        const name = searchKey('lim.tanaka');
        const dotted = common(...['im.', 'm.t', '.ta'].map(searchKey));
        expect(indexedParts(name, dotted)).toEqual(['lim', 'tanaka']);
        expect(indexedParts(searchKey('limaran.ta'), dotted)).toEqual([searchKey('limaran.t')]);
    });

    it('asks for every run, the earlier giving up the character it shares with the next', () => {
        // 'cde' is common: 'abcd' and 'defg' share the 'd', which '%abcd%defg%' would not find in the key.
        expect(indexedParts('abcdefg', common('cde'))).toEqual(['abc', 'defg']);
        // A run of one piece that shares its last character has nothing left to ask for.
        expect(indexedParts('abcde', common('bcd'))).toEqual(['cde']);
        expect(indexedParts('abcxyz', common('bcx', 'cxy'))).toEqual(['abc', 'xyz']);
    });

    it('never asks for what a text holding the key lacks', () => {
        const letters = fc.constantFrom(...'abcdeǂ');
        fc.assert(
            fc.property(
                fc.array(letters, { minLength: 1, maxLength: 12 }).map(list => list.join('')),
                fc.uniqueArray(
                    fc.array(letters, { minLength: 3, maxLength: 3 }).map(list => list.join(''))
                ),
                fc.string(),
                fc.string(),
                (key, commonPieces, before, after) => {
                    const pattern = containsInOrderPattern(
                        indexedParts(key, common(...commonPieces))
                    );
                    expect(likeMatches(pattern, `${before}${key}${after}`)).toBe(true);
                }
            )
        );
    });

    it('is the whole key where every piece is common, or where pg_trgm would split it into words', () => {
        expect(indexedParts('member', common('mem', 'emb', 'mbe', 'ber'))).toEqual(['member']);
        // A comma is no letter: pg_trgm splits there, and a part such as 'a,b' would give the index no piece.
        expect(indexedParts('mem,ber1', common('mem'))).toEqual(['mem,ber1']);
    });

    it('counts a piece as common from a tenth of the customers', () => {
        expect(indexedParts('abcd', new Map([['abc', commonShare]]))).toEqual(['bcd']);
        expect(indexedParts('abcd', new Map([['abc', commonShare - 0.01]]))).toEqual(['abcd']);
    });
});

describe.each(backends)('the trigram shares on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { seedDemo: true } });
    });
    afterAll(() => test?.close());

    /** Each piece's exact share of the customers now listed, counted over all of their texts. */
    const exactShares = async () => {
        const texts = (
            await test.app.db
                .selectFrom('customers')
                .select('searchText')
                .where('anonymisedAt', 'is', null)
                .execute()
        ).map(row => row.searchText);
        return (piece: string) => texts.filter(text => text.includes(piece)).length / texts.length;
    };

    it('are read when the server starts', async () => {
        await vi.waitFor(() =>
            expect(test.app.customersRepository.trigramShares().size).toBeGreaterThan(0)
        );
    });

    it('are each piece’s share of the customers, from 1%, never across two fields', async () => {
        await insertCustomers(test.app.db, 400, 0, 0);
        const exact = await exactShares();
        const shares = await readTrigramShares(test.app.db);
        // Under 5,000 customers the sample is all of them: each share is exact.
        for (const piece of ['mem', 'ber', searchKey('@ex')]) {
            expect(shares.get(piece), piece).toBeCloseTo(exact(piece), 10);
        }
        for (const [piece, share] of shares) {
            expect(share).toBeGreaterThanOrEqual(0.01);
            expect(piece).not.toContain('\n');
            expect([...piece]).toHaveLength(3);
        }
        expect(shares.size).toBeGreaterThan(20);
    });

    it('are read from the same sample each time while the table keeps its size', async () => {
        // Past 5,000 customers the sample is some of their pages; 20,000 more make it about a fifth.
        await insertCustomers(test.app.db, 20_000, 0, 0);
        const first = await readTrigramShares(test.app.db);
        const again = await readTrigramShares(test.app.db);
        expect([...again]).toEqual([...first]);
        // A sample, not every customer: some share differs from the exact one (without REPEATABLE, the
        // second read differed from the first).
        const exact = await exactShares();
        expect([...first].some(([piece, share]) => Math.abs(share - exact(piece)) > 1e-9)).toBe(
            true
        );
    });
});
