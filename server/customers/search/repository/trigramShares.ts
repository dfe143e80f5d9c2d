import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { countedCustomers } from '../../repository/counts.ts';

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
 * The parts of a search's key (searchKey.ts, lower-case) that the trigram index is asked for, in the key's order.
 * The index holds, for each three-character piece, the list of every customer whose text has it, and a LIKE
 * reads the list of every piece of its pattern: a fragment such as '153@exam' or 'ember179' reads the lists of
 * '@ex', 'xam' or 'mem', which hold every customer, to find a thousand. Any customer whose text holds the key
 * holds each run of its pieces, in order, so the index may be asked for those (`'%run%run%'`, which it answers
 * by intersecting their lists), and the key is then tested on the candidates it found: every run of pieces that
 * are not common. Every run, not the longest: the pieces of one run often come together ('aisyah' in 50,000
 * customers' names) where two runs narrow each other ('aisyah' and 'hǂh' of 'aisyah h': 2,500 candidates, 7 ms
 * against 101 with 'aisyah' alone; docs/customers.md). The whole key where every piece is common or none is,
 * or where the key has a mark pg_trgm splits a word at.
 */
export function indexedParts(key: string, shares: TrigramShares): string[] {
    const characters = [...key];
    if (shares.size === 0 || characters.length <= 3) return [key];
    if (!characters.every(character => wordCharacter.test(character))) return [key];
    const runs: { from: number; to: number }[] = [];
    for (const [index, piece] of piecesOf(characters).entries()) {
        if ((shares.get(piece) ?? 0) >= commonShare) continue;
        const last = runs.at(-1);
        if (last && last.to === index - 1) last.to = index;
        else runs.push({ from: index, to: index });
    }
    // A run's characters are those of its pieces, `from` to `to + 2`. With one common piece between two runs,
    // they share a character, which '%first%second%' would not find in the key: the first gives up its last.
    const parts = runs.flatMap((run, index) => {
        const shared = runs[index + 1]?.from === run.to + 2;
        const to = shared ? run.to - 1 : run.to;
        return to >= run.from ? [characters.slice(run.from, to + 3).join('')] : [];
    });
    return parts.length > 0 ? parts : [key];
}

/**
 * The shares of the pieces that at least 1% of a sample of the customers hold (their searched text, lower-case
 * and with marks swapped, migrations 010 to 012). A block sample (TABLESAMPLE SYSTEM) reads about 5,000 rows
 * from whole pages picked at random, whatever the table's size. Pieces across two fields are left out: a
 * search never spans a field's end.
 *
 * The same pages every time while the table keeps its size (REPEATABLE): a piece near the common share (10%)
 * would fall on either side of it from one sample to the next, so that one fragment asked the index for a
 * different run on each instance and after each restart ('r hassan': 50,000 candidates and 70 to 110 ms on one,
 * 2,500 and 11 ms on another, at a million customers). So every instance asks for the same, and two builds
 * compared in turns (bench:api-compare) search alike.
 */
export async function readTrigramShares(db: Kysely<Database>): Promise<TrigramShares> {
    // The share of the table's pages that holds about `sampleSize` customers (all of them below that), as a
    // number: with the count as a subquery in its place, the planner takes the sample for a tenth of the table
    // and PostgreSQL's JIT (where it is on) compiles the statement for 230 ms.
    const { count } = await countedCustomers(db).executeTakeFirstOrThrow();
    const percent = Math.min(100, (100 * sampleSize) / Math.max(1, Number(count)));
    const { rows } = await sql<{ piece: string; share: number }>`
        with sample as materialized (
            select search_text from customers tablesample system (${percent}::float4) repeatable (0)
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
