import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import {
    filterList,
    inOrder,
    type ListRequest,
    type ListRules,
} from '../../../repository/readList.ts';

/**
 * How many of the newest customers (or the oldest, sorted the other way) a search reads in the list's order
 * before it decides how to go on: about 0.5 ms of reading, which a search answered from the trigram index
 * spends for nothing. 2,500 searched fastest of the sizes timed in turns (`npm run bench:search-alone --
 * --windows`, docs/customers.md); fewer measure no better and tell a common fragment from a rare one on fewer
 * matches.
 */
export const searchWindow = 2_500;

/**
 * The share of matches among the window's customers that says the rest are spread over the older ones too, so
 * that walking on finds them soon: 0.3%, 8 in 2,500. Below it the trigram index's every match costs less than
 * the walk, which reads about (the matches needed) / (the share) entries of the listing: 101 matches at 0.24%
 * ('hafiz ta', 6 in the window) walk 53,181 entries in 18 to 20 ms at a million customers, where the index
 * finds its 1,993 matches and sorts them in 7.7. Of the thresholds timed in turns, 0.3% searched fastest
 * (docs/customers.md).
 */
const spreadShare = 0.003;

type Customers = SelectQueryBuilder<Database, 'customers', object>;

/** What searchPage has built, which the window reads again rather than writing it twice. */
export interface SearchParts {
    /** The customers the list may show (the list's base), nothing selected. */
    listed: Customers;
    /** The same filtered by `status` and `q` (filterList), nothing selected. */
    filtered: Customers;
    /** The list's order with its direction, over columns of `customers`. */
    order: RawBuilder<unknown>;
}

/**
 * The keys and places of a search's page and of the matches after it up to the reach, in the list's order and
 * numbered in it, read the way the data calls for rather than the way PostgreSQL guesses. Customers register in
 * the order of their ids, so a fragment of a member number ('er22', 'MY0012') matches customers of the same
 * months, where the planner takes its matches to be spread over all time: its walk of the listing from the
 * newest passes over 770,000 others before the first match (190 ms at a million), where the trigram index
 * finds all 11,111 in 10 ms. So one statement first reads the `window` newest in order, keeping the
 * matches up to the `needed`, and then, by how many it kept (one-time conditions: the other parts never run):
 * - all of them: they are the first matches of the whole list, and the answer;
 * - a share of the window (`spreadShare`) or more: the rest are spread out too, and walking on in the list's
 *   order finds them, unless it reads twice the entries the window's share calls for without finding them
 *   all, when the next way takes over;
 * - fewer: the fragment is rare, or its matches registered long ago, and the trigram index finds every match,
 *   which is sorted.
 * Only for searches `readsWindowFirst` (search.ts) lets through: in registration order.
 */
export function windowedKeys(
    db: Kysely<Database>,
    parts: SearchParts,
    query: ListRequest,
    rules: ListRules,
    reach: number,
    window: number,
    walk?: number
): RawBuilder<{ key: number; place: string }> {
    const { listed, filtered, order } = parts;
    const offset = (query.page - 1) * query.perPage;
    const needed = offset + reach + 1;
    const keyed = ['customers.id', 'customers.registeredAt'] as const;
    // The first `needed` matches among the `entries` newest of the listing (migration 012), in order, read
    // with the columns the filters read. The subquery is named `customers`, so that the list's own filters and
    // order read it.
    const firstMatches = (entries: number | RawBuilder<number>) => {
        const newestListed = inOrder(
            listed.select([...keyed, 'customers.status', 'customers.searchText']),
            query,
            rules
        ).limit(entries);
        const fromNewest = db.selectFrom(newestListed.as('customers')) as unknown as Customers;
        return inOrder(filterList(fromNewest, query, rules).select(keyed), query, rules).limit(
            needed
        );
    };
    const found = sql`(select count(*) from newest)`;
    const walked = sql`(select count(*) from walked)`;
    // Never above `needed`: each count of matches takes exactly one of the three ways.
    const spreadOut = Math.min(needed, Math.max(1, Math.round(window * spreadShare)));
    const walks = sql<boolean>`${found} between ${spreadOut} and ${needed - 1}`;
    // The walk goes on for twice the entries the window's share of matches calls for. Past that the matches
    // have thinned out, and every match is found through the trigram index instead: 'r9984' has 74 of its 82
    // matches among the newest 2,500, and walking on for the 101 it needs would read the whole listing (326 ms
    // at a million). At most 63,125 entries, from the window's least share (8 in 2,500): about 20 ms.
    const walkBound =
        walk ??
        sql<number>`(select ceil(${2 * needed * window}::float8 / greatest(count(*), 1))::bigint from newest)`;
    const walkOn = firstMatches(walkBound).where(walks);
    // Every match is sorted where it is read, keeping the page and the reach, behind the subquery's `offset 0`:
    // without that fence the planner, seeing an order and a limit, walks the listing instead (what the window
    // has just found to be slow for this fragment). Sorted outside, the materialised CTE held every match (89,000
    // rows for 'mber7' at a million, written to a temporary file) before the sort kept 101.
    const everyMatch = filtered
        .select(keyed)
        .where(sql<boolean>`(${found} < ${spreadOut} or (${walks} and ${walked} < ${needed}))`)
        .offset(0);
    const numbered = (from: string, whole: RawBuilder<boolean>) => sql`
        select id as key, place from (
            select id, row_number() over (order by ${order}) as place from ${sql.table(from)} customers
            where ${whole}
        ) first_matches where place > ${offset}`;
    return sql`(
        with newest as (${firstMatches(window)}),
        walked as materialized (${walkOn}),
        every_match as materialized (
            select id, registered_at from ${everyMatch} customers
            order by ${order} limit ${reach + 1} offset ${offset}
        )
        ${numbered('newest', sql<boolean>`${found} = ${needed}`)}
        union all
        ${numbered('walked', sql<boolean>`${walked} = ${needed}`)}
        union all
        select id as key, ${offset} + row_number() over (order by ${order}) as place
        from every_match customers
    )`;
}
