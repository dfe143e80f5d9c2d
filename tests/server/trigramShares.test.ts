import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchKey } from '../../server/customers/repository/searchKey.ts';
import {
    commonShare,
    indexedPart,
    readTrigramShares,
} from '../../server/customers/repository/trigramShares.ts';
import { insertCustomers } from '../../server/seed/customers.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const common = (...pieces: string[]) => new Map(pieces.map(piece => [piece, 1]));

describe('the part of a search the trigram index is asked for', () => {
    it('is the whole key without shares, or for three characters or fewer', () => {
        expect(indexedPart('ember179', new Map())).toBe('ember179');
        expect(indexedPart('mem', common('mem'))).toBe('mem');
    });

    it('leaves out the common pieces at either end or in the middle', () => {
        // 'mem', 'emb', 'mbe', 'ber' are in every customer's member number; 'er1' and after are not.
        expect(indexedPart('ember179', common('mem', 'emb', 'mbe', 'ber'))).toBe('er179');
        // '@ex', 'exa', 'xam' (the @ swapped for its stand-in): in every email of one domain.
        const key = searchKey('153@exam');
        expect(indexedPart(key, common(searchKey('@ex'), 'exa', 'xam'))).toBe(searchKey('153@e'));
        // Two runs of rare pieces: the longer, 'tanaka' over 'lim'.
        const name = searchKey('lim.tanaka');
        const dotted = common(...['im.', 'm.t', '.ta'].map(searchKey));
        expect(indexedPart(name, dotted)).toBe('tanaka');
        expect(indexedPart(searchKey('limaran.ta'), dotted)).toBe(searchKey('limaran.t'));
    });

    it('takes the rarer of two runs as long', () => {
        const shares = new Map([
            ['abc', 0.05],
            ['bcx', 1],
            ['cxy', 1],
            ['xyz', 0.02],
        ]);
        expect(indexedPart('abcxyz', shares)).toBe('xyz');
        shares.set('xyz', 0.08);
        expect(indexedPart('abcxyz', shares)).toBe('abc');
    });

    it('is the whole key where every piece is common, or where pg_trgm would split it into words', () => {
        expect(indexedPart('member', common('mem', 'emb', 'mbe', 'ber'))).toBe('member');
        // A comma is no letter: pg_trgm splits there, and a part such as 'a,b' would give the index no piece.
        expect(indexedPart('mem,ber1', common('mem'))).toBe('mem,ber1');
    });

    it('counts a piece as common from a tenth of the customers', () => {
        expect(indexedPart('abcd', new Map([['abc', commonShare]]))).toBe('bcd');
        expect(indexedPart('abcd', new Map([['abc', commonShare - 0.01]]))).toBe('abcd');
    });
});

describe.each(backends)('the trigram shares on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { seedDemo: true } });
    });
    afterAll(() => test?.close());

    it('are read when the server starts', async () => {
        await vi.waitFor(() =>
            expect(test.app.customersRepository.trigramShares().size).toBeGreaterThan(0)
        );
    });

    it('are each piece’s share of the customers, from 1%, never across two fields', async () => {
        await insertCustomers(test.app.db, 400, 0, 0);
        const texts = (
            await test.app.db
                .selectFrom('customers')
                .select('searchText')
                .where('anonymisedAt', 'is', null)
                .execute()
        ).map(row => row.searchText);
        const shares = await readTrigramShares(test.app.db);
        // Under 10,000 customers the sample is all of them: each share is exact.
        const exact = (piece: string) =>
            texts.filter(text => text.includes(piece)).length / texts.length;
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
});
