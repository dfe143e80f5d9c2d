import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ListPage, ListRequest } from '../../../repository/readList.ts';
import type { CustomerSearchIndex } from '../index/customerSearchIndex.ts';
import { readSearchVersion } from './indexReads.ts';

/** Catch-ups a read waits for before it leaves the page to the SQL way (changes arriving faster than that). */
const catchUps = 2;

/**
 * A page of a search in registration order read through the instance's index of the searched text
 * (searchIndex/): the matches' ids from memory, then the page's rows by id with the number of the last change
 * the database holds, in one statement. The answer is the one the SQL way (search.ts) gives at the moment of
 * that statement: same matches (`includes` on the same text is its `strpos`), same order, same count. Undefined
 * when the index is not built yet, for the SQL way to answer.
 */
export async function indexedSearchPage<Row>(
    db: Kysely<Database>,
    index: CustomerSearchIndex,
    byIds: RowsByIds<Row>,
    query: ListRequest,
    reach: number
): Promise<ListPage<Row> | undefined> {
    const offset = (query.page - 1) * query.perPage;
    const needed = offset + reach + 1;
    const key = query.search ?? '';
    const descending = query.order === 'desc';
    const read = await atIndexVersion(
        db,
        index,
        () => index.search({ key, status: query.status, descending, needed }),
        ids => ids.slice(offset, offset + query.perPage),
        byIds
    );
    if (read === undefined) return undefined;
    const { picked: ids, rows } = read;
    const found = Math.max(0, ids.length - offset);
    if (found > reach) return { rows, total: offset + reach, totalCapped: true };
    // Past the last match, the total is how many there are: all of them were found (fewer than needed).
    return { rows, total: found === 0 ? ids.length : offset + found };
}

/** A row read by id, with the number of the last committed change to what a search reads (`searchVersion`). */
type ByIdRow = { id: number; searchVersion: string };

/**
 * The listed customers of the ids given as an array literal ('{1,2,3}'), each with the number of the last
 * committed change to what a search reads: built once (repository.ts, `compileOnce`).
 */
export type RowsByIds<Row, Extra = unknown> = (ids: string) => Promise<(Row & ByIdRow & Extra)[]>;

/** The statement RowsByIds runs, for the list's base (`listedCustomers` with its columns). */
export const withSearchVersion = <Row>(
    base: SelectQueryBuilder<Database, 'customers', Row>,
    ids: string | Expression<unknown>
) =>
    base
        .where(
            typeof ids === 'string'
                ? sql<SqlBool>`customers.id = any(${ids}::integer[])`
                : sql<SqlBool>`customers.id = any(${ids})`
        )
        .select(sql<string>`(select version from customer_search_version)`.as('searchVersion'));

/** What an attempt of `withCatchUps` answers when the database was at another change number than the index. */
export const stale = Symbol('stale');

/**
 * Runs `attempt` with the index's change number as it starts; when it answers `stale`, the index reads the
 * changes and it runs again, at most `catchUps` more times (then undefined, for the SQL way to answer).
 */
export async function withCatchUps<T>(
    index: CustomerSearchIndex,
    attempt: (seen: number) => Promise<T | typeof stale>
): Promise<T | undefined> {
    for (let round = 0; round <= catchUps; round++) {
        const answer = await attempt(index.version);
        if (answer !== stale) return answer;
        await index.catchUp();
    }
    return undefined;
}

/**
 * Picks ids from the index (`pick`, in memory, so the index cannot change under it) and reads the rows of the
 * page among them (`pageOf`) by id. When the number read with the rows is not the one the index had when it
 * picked, the index reads the changes and picks again: the ids and the rows are then of one moment. The number
 * is taken before the pick, not after the read: another request may bring the index up to date meanwhile, and
 * the ids were picked before that.
 */
export async function atIndexVersion<Picked, Row, Extra>(
    db: Kysely<Database>,
    index: CustomerSearchIndex,
    pick: () => Picked | undefined,
    pageOf: (picked: Picked) => number[],
    byIds: RowsByIds<Row, Extra>
): Promise<
    { picked: Picked; rows: Row[]; first: (Row & ByIdRow & Extra) | undefined } | undefined
> {
    return withCatchUps(index, async seen => {
        const picked = pick();
        if (picked === undefined) return undefined;
        const ids = pageOf(picked);
        const read = ids.length === 0 ? [] : await byIds(`{${ids.join(',')}}`);
        const first = read[0];
        // No rows (no ids, or every one anonymised meanwhile) carry no number: it is read alone.
        const version = first ? Number(first.searchVersion) : (await readSearchVersion(db)).version;
        return version === seen ? { picked, rows: inOrderOf(ids, read), first } : stale;
    });
}

/**
 * The rows in the order of `ids`. What rode along them (the change number, a list's total) stays, as a list's
 * total stays on the SQL way's rows (readList.ts, `countedPage`): the answer maps the columns it shows.
 */
function inOrderOf<Row>(ids: number[], read: (Row & ByIdRow)[]): Row[] {
    const byId = new Map(read.map(row => [row.id, row]));
    const ordered: Row[] = [];
    for (const id of ids) {
        const row = byId.get(id);
        if (row !== undefined) ordered.push(row);
    }
    return ordered;
}
