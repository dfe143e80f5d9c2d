import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countedCustomers } from './counts.ts';

/** Of each three-character piece of the searched text, the share of customers whose text holds it. */
export type TrigramShares = ReadonlyMap<string, number>;

/**
 * How many customers the shares are read from: a simple sample of 5,000 places a 10% share within 0.85% either
 * way (two standard errors), a block sample somewhat less well (neighbours registered together). Reading it
 * takes 0.18 s at a million customers on PostgreSQL and 0.3 s at 100,000 on PGlite, whose one connection waits.
 */
const sampleSize = 5_000;
/**
 * A piece at least this common is left out of what the index is asked for: its list in the index is a tenth of
 * the customers or more, and it narrows the candidates little. 'ember179' read four lists of a million entries
 * ('mem', 'emb', 'mbe', 'ber') in 18 ms of its 20 to find 1,131 candidates, which 'er179' alone finds in 0.9
 * (docs/customers.md).
 */
export const commonShare = 0.1;
/** Pieces rarer than this are not kept: two runs as long are told apart by their pieces' shares from here. */
const keptShare = 0.01;

/** The three-character pieces of `text`, in order: piece i is characters i to i + 2. */
const piecesOf = (characters: string[]) =>
    characters.slice(0, -2).map((_, index) => characters.slice(index, index + 3).join(''));

/** pg_trgm splits words at anything but a letter or a digit (searchKey.ts swaps the usual marks for letters). */
const wordCharacter = /^[\p{L}\p{N}]$/u;

/**
 * The part of a search's key (searchKey.ts, lower-case) that the trigram index is asked for. The index holds,
 * for each three-character piece, the list of every customer whose text has it, and a LIKE reads the list of
 * every piece of its pattern: a fragment such as '153@exam' or 'ember179' reads the lists of '@ex', 'xam' or
 * 'mem', which hold every customer, to find a thousand. Any customer whose text holds the key holds each part of
 * it, so the index may be asked for a part, and the key is then tested on the candidates it found: the longest
 * run of pieces that are not common (the most pieces narrow the candidates most; of two as long, the rarer).
 * The whole key where every piece is common or none is, or where the key has a mark pg_trgm splits a word at.
 */
export function indexedPart(key: string, shares: TrigramShares): string {
    const characters = [...key];
    if (shares.size === 0 || characters.length <= 3) return key;
    if (!characters.every(character => wordCharacter.test(character))) return key;
    const pieces = piecesOf(characters).map(piece => shares.get(piece) ?? 0);
    let best: { from: number; to: number; sum: number } | undefined;
    let from = 0;
    let sum = 0;
    for (const [index, share] of [...pieces, 1].entries()) {
        if (share < commonShare) {
            sum += share;
            continue;
        }
        const run = { from, to: index - 1, sum };
        const longer = (a: typeof run, b: typeof run) =>
            a.to - a.from > b.to - b.from || (a.to - a.from === b.to - b.from && a.sum < b.sum);
        if (run.to >= run.from && (!best || longer(run, best))) best = run;
        from = index + 1;
        sum = 0;
    }
    return best ? characters.slice(best.from, best.to + 3).join('') : key;
}

/**
 * The shares of the pieces that at least 1% of a sample of the customers hold (their searched text, lower-case
 * and with marks swapped, migrations 010 to 012). A block sample (TABLESAMPLE SYSTEM) reads about 5,000 rows
 * from whole pages picked at random, whatever the table's size. Pieces across two fields are left out: a
 * search never spans a field's end.
 */
export async function readTrigramShares(db: Kysely<Database>): Promise<TrigramShares> {
    // The share of the table's pages that holds about `sampleSize` customers (all of them below that), as a
    // number: with the count as a subquery in its place, the planner took the sample for a tenth of the table
    // and PostgreSQL's JIT (where it is on) compiled the statement for 230 ms.
    const { count } = await countedCustomers(db).executeTakeFirstOrThrow();
    const percent = Math.min(100, (100 * sampleSize) / Math.max(1, Number(count)));
    const { rows } = await sql<{ piece: string; share: number }>`
        with sample as materialized (
            select search_text from customers tablesample system (${percent}::float4)
            where anonymised_at is null
        )
        select piece, count(*)::float8 / (select count(*) from sample) as share
        from sample, lateral (
            select distinct substr(search_text, place, 3) as piece
            from generate_series(1, char_length(search_text) - 2) as place
        ) as pieces
        where strpos(piece, ${'\n'}) = 0
        group by piece
        having count(*) >= ${keptShare}::float8 * (select count(*) from sample)`.execute(db);
    return new Map(rows.map(row => [row.piece, row.share]));
}
