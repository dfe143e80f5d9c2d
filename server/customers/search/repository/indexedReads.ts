import type { Kysely, SelectQueryBuilder } from 'kysely';
import { compileOnce } from '../../../db/compiledQuery.ts';
import { genericPlansOf } from '../../../db/connect.ts';
import type { Database } from '../../../db/schema.ts';
import type { ListPage, ListRequest } from '../../../repository/readList.ts';
import { countedCustomers } from '../../repository/counts.ts';
import type { CustomerSearchIndex } from '../index/customerSearchIndex.ts';
import { indexedListPage } from './indexedPage.ts';
import { indexedSearchPage, withSearchVersion } from './indexedSearch.ts';

/**
 * The customer list's reads answered through the instance's index (searchIndex/): the console's search and its
 * pages in registration order. Their statements, rows by id, are compiled once, on the connections that plan a
 * statement once (connect.ts, `genericPlansOf`), and only where there is an index (the CSV export builds the
 * list's rules per request). Each read is undefined until the index is built, for the SQL way to answer.
 */
export function indexedReads<Row extends { id: number }>(
    db: Kysely<Database>,
    index: CustomerSearchIndex,
    base: () => SelectQueryBuilder<Database, 'customers', Row>
) {
    const runner = genericPlansOf(db) ?? db;
    const byIds = compileOnce(db, { ids: '' }, ({ ids }) => withSearchVersion(base(), ids), runner);
    const counted = (status?: string) => (ids: string) =>
        withSearchVersion(base(), ids).select(countedCustomers(db, status).as('total'));
    const byIdsOfAll = compileOnce(db, { ids: '' }, ({ ids }) => counted()(ids), runner);
    const byIdsOfStatus = compileOnce(
        db,
        { ids: '', status: '' },
        ({ ids, status }) => counted(status)(ids),
        runner
    );
    return {
        // Both are undefined while the index is not built (its pick answers nothing then).
        searchPage: (query: ListRequest, reach: number): Promise<ListPage<Row> | undefined> =>
            indexedSearchPage(db, index, ids => byIds({ ids }) as never, query, reach),
        listPage: (query: ListRequest): Promise<ListPage<Row> | undefined> =>
            indexedListPage(
                db,
                index,
                (ids, status) =>
                    status === undefined ? byIdsOfAll({ ids }) : byIdsOfStatus({ ids, status }),
                query
            ),
    };
}
