import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ListRequest, ListRules } from '../../repository/readList.ts';

/**
 * How many of the newest customers (or the oldest, sorted the other way) a search reads in the list's order
 * before it decides how to go on: about 1 ms of reading. Measured against 10,000 and 20,000 on the same 300
 * fragments at a million customers (docs/performance.md, 2026-11-26, third session): mean 6.5 ms against 6.8
 * and 7.7, the walk alone 7.3.
 */
export const searchWindow = 5_000;

/**
 * The share of matches among the window's customers that says the rest are spread over the older ones too, so
 * that walking on finds them soon: 0.05%, 3 in 5,000.
 */
const spreadShare = 0.0005;

/**
 * Whether `windowedKeys` can answer a search of 3 characters or more (search.ts): one of the indexed text
 * alone (no line feed, searchKey.ts), in registration order, the order of the listing index that carries that
 * text (migration 012).
 */
export const windowFits = (query: ListRequest, search: string) =>
    query.sort === 'registeredAt' && !search.includes('\n');

/**
 * The keys and places of a search's page and of the matches after it up to the reach, in the list's order and
 * numbered in it, read the way the data calls for rather than the way PostgreSQL guesses. Customers register in
 * the order of their ids, so a fragment of a member number ('er22', 'MY0012') matches customers of the same
 * months, where the planner takes its matches to be spread over all time: its walk of the listing from the
 * newest passed over 770,000 others before the first match (190 ms at a million, issue 19), where the trigram
 * index finds all 11,111 in 10 ms. So one statement first reads the `window` newest in order, keeping the
 * matches up to the `needed`, and then, by how many it kept (one-time conditions: the other parts never run):
 * - all of them: they are the first matches of the whole list, and the answer;
 * - a share of the window (`spreadShare`) or more: the rest are spread out too, and the planner's own plan
 *   (usually the walk) finds them;
 * - fewer: the fragment is rare, or its matches registered long ago, and the trigram index finds every match,
 *   which is sorted.
 */
export function windowedKeys(
    query: ListRequest,
    rules: ListRules,
    reach: number,
    window = searchWindow
): RawBuilder<{ key: number; place: string }> {
    const offset = (query.page - 1) * query.perPage;
    const needed = offset + reach + 1;
    const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
    const order = sql`registered_at ${direction}, id ${direction}`;
    const filters: RawBuilder<SqlBool>[] = [];
    if (query.status && rules.status) filters.push(sql`${rules.status} = ${query.status}`);
    if (query.search && rules.matches) filters.push(sql`${rules.matches(query.search)}`);
    const matching = sql.join(filters, sql` and `);
    const found = sql`(select count(*) from newest)`;
    // Never above `needed`: each count of matches takes exactly one of the three ways.
    const spreadOut = Math.min(needed, Math.max(1, Math.round(window * spreadShare)));
    return sql`(
        with newest as (
            select id, registered_at from (
                select id, registered_at, status, search_text from customers
                where anonymised_at is null order by ${order} limit ${window}
            ) customers
            where ${matching} order by ${order} limit ${needed}
        ), every_match as materialized (
            select id, registered_at from customers
            where anonymised_at is null and ${matching} and ${found} < ${spreadOut}
        )
        select id as key, place from (
            select id, row_number() over (order by ${order}) as place from newest where ${found} = ${needed}
        ) first_matches where place > ${offset}
        union all
        (select id as key, row_number() over (order by ${order}) as place from customers
            where anonymised_at is null and ${matching} and ${found} between ${spreadOut} and ${needed - 1}
            order by ${order} limit ${reach + 1} offset ${offset})
        union all
        select id as key, ${offset} + row_number() over (order by ${order}) as place from (
            select id, registered_at from every_match order by ${order} limit ${reach + 1} offset ${offset}
        ) later_matches
    )`;
}
