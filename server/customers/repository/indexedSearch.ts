import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { genericPlansOf } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import type { ListPage, ListRequest } from '../../repository/readList.ts';
import type { CustomerSearchIndex } from '../searchIndex/customerSearchIndex.ts';
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
export async function indexedSearchPage<Tables extends keyof Database, Row>(
    db: Kysely<Database>,
    index: CustomerSearchIndex,
    base: SelectQueryBuilder<Database, Tables, Row>,
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
        const { version, rows } = await rowsAndVersion(db, base, pageIds);
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

/** The rows of `ids` in that order, and the number of the last committed change to what a search reads. */
async function rowsAndVersion<Tables extends keyof Database, Row>(
    db: Kysely<Database>,
    base: SelectQueryBuilder<Database, Tables, Row>,
    ids: number[]
): Promise<{ version: number; rows: Row[] }> {
    const version = sql<string>`(select version from customer_search_version)`;
    if (ids.length === 0) {
        const row = await db.selectNoFrom(version.as('version')).executeTakeFirstOrThrow();
        return { version: Number(row.version), rows: [] };
    }
    const read = (base as unknown as SelectQueryBuilder<Database, 'customers', Row>)
        .where(sql<SqlBool>`customers.id = any(${ids}::integer[])`)
        .select(version.as('searchVersion'));
    // Its plan is the same for every page (a lookup by primary key): planned once where PostgreSQL can.
    const runner = genericPlansOf(db) ?? db;
    const { rows } = (await runner.executeQuery(read.compile())) as {
        rows: (Row & { id: number; searchVersion: string })[];
    };
    const byId = new Map(rows.map(row => [row.id, row]));
    const ordered: Row[] = [];
    for (const id of ids) {
        const row = byId.get(id);
        if (row === undefined) continue;
        const { searchVersion: _, ...customer } = row;
        ordered.push(customer as unknown as Row);
    }
    // No rows at all (every one anonymised meanwhile) still carries no number: read it alone.
    if (rows.length === 0) return rowsAndVersion(db, base, []);
    return { version: Number((rows[0] as { searchVersion: string }).searchVersion), rows: ordered };
}
