import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ListPage, ListRequest } from '../../repository/readList.ts';
import type { CustomerSearchIndex } from '../searchIndex/customerSearchIndex.ts';
import { readSearchVersion } from './searchIndexReads.ts';
import { searchKey } from './searchKey.ts';

/** Catch-ups a search waits for before it leaves the page to the SQL way (changes arriving faster than that). */
const catchUps = 2;

/**
 * A page of a search in registration order read through the instance's index of the searched text
 * (searchIndex/): the matches' ids from memory, then the page's rows by id with the number of the last change
 * the database holds, in one statement. When that number is past the index's, the index reads the changes and
 * the search runs again, so the answer is the one the SQL way (search.ts) gives at the moment of that statement:
 * same matches (`includes` on the same text is its `strpos`), same order, same count. Undefined when the index
 * is not built yet, for the SQL way to answer.
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
    const key = searchKey(query.search ?? '');
    const descending = query.order === 'desc';
    for (let attempt = 0; attempt <= catchUps; attempt++) {
        const ids = index.search({ key, status: query.status, descending, needed });
        if (ids === undefined) return undefined;
        const pageIds = ids.slice(offset, offset + query.perPage);
        const { version, rows } = await rowsAndVersion(db, byIds, pageIds);
        if (version === index.version) {
            const found = Math.max(0, ids.length - offset);
            if (found > reach) return { rows, total: offset + reach, totalCapped: true };
            // Past the last match, the total is how many there are: all of them were found (fewer than needed).
            return { rows, total: found === 0 ? ids.length : offset + found };
        }
        await index.catchUp();
    }
    return undefined;
}

/**
 * The listed customers of the ids given as an array literal ('{1,2,3}'), each with the number of the last
 * committed change to what a search reads (`searchVersion`): built once (repository.ts, `compileOnce`).
 */
export type RowsByIds<Row> = (
    ids: string
) => Promise<(Row & { id: number; searchVersion: string })[]>;

/** The statement RowsByIds runs, for the list's base (`listedCustomers` with its columns). */
export const withSearchVersion = <Row>(
    base: SelectQueryBuilder<Database, 'customers', Row>,
    ids: string
) =>
    base
        .where(sql<SqlBool>`customers.id = any(${ids}::integer[])`)
        .select(sql<string>`(select version from customer_search_version)`.as('searchVersion'));

/** The rows of `ids` in that order, and the number of the last committed change to what a search reads. */
async function rowsAndVersion<Row>(
    db: Kysely<Database>,
    byIds: RowsByIds<Row>,
    ids: number[]
): Promise<{ version: number; rows: Row[] }> {
    const rows = ids.length === 0 ? [] : await byIds(`{${ids.join(',')}}`);
    // No rows (no ids, or every one anonymised meanwhile) carry no number: it is read alone.
    const first = rows[0];
    if (first === undefined) return { version: (await readSearchVersion(db)).version, rows: [] };
    const byId = new Map(rows.map(row => [row.id, row]));
    const ordered: Row[] = [];
    for (const id of ids) {
        const row = byId.get(id);
        if (row === undefined) continue;
        const { searchVersion: _, ...customer } = row;
        ordered.push(customer as unknown as Row);
    }
    return { version: Number(first.searchVersion), rows: ordered };
}
