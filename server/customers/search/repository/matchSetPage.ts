import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import {
    inOrder,
    type ListPage,
    type ListRequest,
    type ListRules,
} from '../../../repository/readList.ts';
import type { CustomerSearchIndex } from '../index/customerSearchIndex.ts';
import { stale, withCatchUps, withSearchVersion } from './indexedSearch.ts';
import { readSearchVersion } from './indexReads.ts';
import { shortestContainsSearch } from './search.ts';

/**
 * Past this many matches a search in an order the index does not keep (the points) leaves the match set for a
 * walk of that order testing each entry in memory (customers/repository/pointsWalk.ts). The database keeps the
 * ids it is given along its index by a hash, at a few nanoseconds an entry, where the walk reads 200 (a batch
 * of 65,536 in 13 ms); but collecting and sending the ids costs too: at three million customers 30,000 matches
 * gathered in one part of the points' order (an email's digits) took the walk 70 to 197 ms and the ids 20 to
 * 40, while collecting 100,000 matches of a prefix took 20 to 90 ms before any page was read.
 */
export const matchSetLimit = 30_000;

/**
 * Up to this many matches the database reads them all by id and sorts them (10,000 in 32 to 38 ms at a million
 * customers, default settings); past it, it walks the sort's own index and keeps the ids it was given
 * (`among`, planned with its values so that the ids are hashed: 3.8 ms for 15,000 of three million).
 */
const sortedAlone = 2_000;

/** The keys of a page among given ids in the sort's own index (pointsOrder.ts), or undefined for other sorts. */
export type KeysAmong = (
    query: ListRequest,
    ids: string,
    limit: number,
    offset: number
) => Expression<unknown> | undefined;

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
 * What the index looks for: the fragment as typed (the index's text is unswapped), or under three characters a line
 * feed before it, since such a search must start a field (search.ts, `customerMatches`) and each field of
 * the index's text follows one (IndexedCustomer.text).
 */
export const indexKey = (search: string) =>
    [...search].length < shortestContainsSearch ? `\n${search}` : search;

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
    options: { limit?: number | undefined; sortedUpTo?: number | undefined; among?: KeysAmong } = {}
): Promise<ListPage<Row> | undefined> {
    const { limit = matchSetLimit, sortedUpTo = sortedAlone, among } = options;
    const key = indexKey(query.search ?? '');
    const offset = (query.page - 1) * query.perPage;
    return withCatchUps(index, async (seen): Promise<ListPage<Row> | undefined | typeof stale> => {
        const picked = pick(index, key, query, reach, limit);
        if (picked === undefined) return undefined;
        const { ids, complete } = picked;
        const literal = `{${ids.join(',')}}`;
        const keys =
            ids.length > sortedUpTo ? among?.(query, literal, query.perPage, offset) : undefined;
        const page = keys
            ? inOrder(withSearchVersion(base, sql`array(${keys})`), query, rules)
            : inOrder(withSearchVersion(base, literal), query, rules)
                  .limit(query.perPage)
                  .offset(offset);
        const rows = ids.length <= offset ? [] : await page.execute();
        const first = rows[0] as { searchVersion?: string } | undefined;
        const version = first?.searchVersion
            ? Number(first.searchVersion)
            : (await readSearchVersion(db)).version;
        if (version !== seen) return stale;
        // Counted as the SQL way counts (search.ts, `searchReach`), so that every order reads alike.
        if (!complete || ids.length - offset > reach)
            return { rows, total: offset + reach, totalCapped: true };
        return { rows, total: ids.length };
    });
}
