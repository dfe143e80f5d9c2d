import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import {
    inOrder,
    type ListPage,
    type ListRequest,
    type ListRules,
} from '../../../repository/readList.ts';
import type { CustomerSearchIndex } from '../index/customerSearchIndex.ts';
import { withSearchVersion } from './indexedSearch.ts';
import { readSearchVersion } from './indexReads.ts';
import { shortestContainsSearch } from './search.ts';
import { searchKey } from './searchKey.ts';

/**
 * Past this many matches a search in another order than registration leaves the index's match set for a walk
 * of the sort column's index (search.ts, `walkInOrder`): reading 10,000 customers by id and sorting them takes
 * the database 32 to 38 ms at a million customers, and from 1% of the customers matching on, the walk finds a
 * page and the 100 after it within 12,500 rows of its index.
 */
export const matchSetLimit = 10_000;

/**
 * The matches that hold the page: in a sort the index keeps, the first of them in its order and the overlay's
 * (SortOrders.ordered); in another, every match up to `limit`. Undefined to leave the page to the SQL way.
 */
function pick(
    index: CustomerSearchIndex,
    key: string,
    query: ListRequest,
    reach: number,
    limit: number
): { ids: number[]; complete: boolean } | undefined {
    const status = query.status;
    if (index.ranks(query.sort)) {
        const needed = (query.page - 1) * query.perPage + reach + 1;
        const descending = query.order === 'desc';
        return index.ordered({ sort: query.sort as never, key, status, descending, needed });
    }
    const ids = index.matchSet({ key, status, limit });
    return ids === undefined || ids === 'many' ? undefined : { ids, complete: true };
}

/**
 * What the index looks for: the fragment as the searched text spells it, or under three characters a line
 * feed before it, since such a search must start a field (search.ts, `customerMatches`) and each field of
 * the index's text follows one (IndexedCustomer.text).
 */
const indexKey = (search: string) =>
    [...search].length < shortestContainsSearch ? `\n${searchKey(search)}` : searchKey(search);

/** Catch-ups a read waits for before it leaves the page to the SQL way (changes arriving faster than that). */
const catchUps = 2;

/**
 * A page of a search sorted by any column (not registration: indexedSearch.ts answers that) when the instance's
 * index finds few enough matches: their ids from memory, then the page's rows among them ordered and cut by the
 * database, with the number of the last change it holds, in one statement. The same number as the index's means
 * the ids are the matches at the moment of that statement, so the page and its exact total are the SQL way's.
 * Undefined when the index is not built or finds more than `limit`, for the SQL way to answer.
 */
export async function matchSetPage<Row>(
    db: Kysely<Database>,
    index: CustomerSearchIndex,
    base: SelectQueryBuilder<Database, 'customers', Row>,
    query: ListRequest,
    rules: ListRules,
    reach: number,
    limit = matchSetLimit
): Promise<ListPage<Row> | undefined> {
    const key = indexKey(query.search ?? '');
    const offset = (query.page - 1) * query.perPage;
    for (let attempt = 0; attempt <= catchUps; attempt++) {
        const seen = index.version;
        const picked = pick(index, key, query, reach, limit);
        if (picked === undefined) return undefined;
        const { ids, complete } = picked;
        const rows =
            ids.length <= offset
                ? []
                : await inOrder(withSearchVersion(base, `{${ids.join(',')}}`), query, rules)
                      .limit(query.perPage)
                      .offset(offset)
                      .execute();
        const first = rows[0] as { searchVersion?: string } | undefined;
        const version = first?.searchVersion
            ? Number(first.searchVersion)
            : (await readSearchVersion(db)).version;
        if (version !== seen) {
            await index.catchUp();
            continue;
        }
        // Counted as the SQL way counts (search.ts, `searchReach`), so that every order reads alike.
        if (!complete || ids.length - offset > reach)
            return { rows, total: offset + reach, totalCapped: true };
        return { rows, total: ids.length };
    }
    return undefined;
}
