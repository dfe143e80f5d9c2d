import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ListPage, ListRequest } from '../../../repository/readList.ts';
import { countedCustomers } from '../../repository/counts.ts';
import type { CustomerSearchIndex } from '../index/customerSearchIndex.ts';
import { atIndexVersion, type RowsByIds } from './indexedSearch.ts';

/** The page's rows by id with the list's total (customer_counts) riding along, as the SQL way's page carries it. */
export type CountedRowsByIds<Row> = (
    ids: string,
    status: string | undefined
) => ReturnType<RowsByIds<Row, { total: string | null }>>;

/**
 * A page of the customer list in registration order without a search, its ids from the instance's index
 * (customers/search/index/pageIds.ts) and its rows by id: the database reads 25 rows by their keys instead of every index
 * entry before the page (page 200 of the console's list skips 4,975; page 10,000 a quarter of a million). Exact
 * as the search is (indexedSearch.ts, `atIndexVersion`): the ids are those the SQL way's page holds at the moment
 * of the rows' statement. Undefined until the index is built, for the SQL way to answer.
 */
export async function indexedListPage<Row>(
    db: Kysely<Database>,
    index: CustomerSearchIndex,
    byIds: CountedRowsByIds<Row>,
    query: ListRequest
): Promise<ListPage<Row> | undefined> {
    const offset = (query.page - 1) * query.perPage;
    const wanted = { status: query.status, descending: query.order === 'desc' };
    const read = await atIndexVersion<number[], Row, { total: string | null }>(
        db,
        index,
        () => index.page({ ...wanted, offset, count: query.perPage }),
        ids => ids,
        ids => byIds(ids, query.status)
    );
    if (read === undefined) return undefined;
    const { rows, first } = read;
    // A page past the end has no row to carry the total: it is asked.
    const total = first
        ? first.total
        : (await countedCustomers(db, query.status).executeTakeFirstOrThrow()).count;
    return { rows, total: Number(total ?? 0) };
}
