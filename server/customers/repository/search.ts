import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern, startsWithPattern } from '../../lib/paging.ts';

/**
 * What `q` matches in the customer list (docs/customers.md 'Search'). From this many characters on, `q` may
 * appear anywhere in the loginID, the name or the email, found through the trigram index (migration 010);
 * shorter, it must start one of them or the last name, found through the B-trees of migration 009. A one- or
 * two-letter fragment appears inside most of a million customers, and no index can find the rare ones that
 * it does not: a whole-table scan per keystroke.
 */
export const shortestContainsSearch = 3;

/** A search counts its matches up to here and then answers this figure with `totalCapped`. */
// 1,000 is 40 pages of 25, past what anyone pages through: a longer search is narrowed instead. Counting a
// common fragment to 10,000 took 240 to 430 ms at a million customers; to 1,000, 2 to 57 ms.
export const searchCountCap = 1000;

/** The loginID, name and email, lower-case, joined by line feeds: a stored column (migrations 010, 011). */
const searchText = sql.ref<string>('customers.searchText');
/** What joins the fields in the searched text: the search box cannot send it. */
const fieldSeparator = '\n';

const anyStartsWith = (pattern: string) => sql<SqlBool>`(lower(customers.login_id) like ${pattern}
    or lower(customers.name) like ${pattern} or lower(customers.last_name) like ${pattern}
    or lower(customers.email) like ${pattern})`;

const anyContains = (pattern: string) => sql<SqlBool>`(lower(customers.login_id) like ${pattern}
    or lower(customers.name) like ${pattern} or lower(customers.email) like ${pattern})`;

/** The customers whose fields match `text` (already lower-case, as lib/paging.ts reads `q`). */
export function customerMatches(text: string): Expression<SqlBool> {
    if ([...text].length < shortestContainsSearch) return anyStartsWith(startsWithPattern(text));
    const pattern = containsPattern(text);
    const inSearchText = sql<SqlBool>`${searchText} like ${pattern}`;
    // The indexed text joins the fields with a line feed, so a fragment without one can only match inside one
    // field and the indexed text alone is exact; one with it (sent to the API by hand) is checked field by field.
    return text.includes(fieldSeparator)
        ? sql<SqlBool>`(${inSearchText} and ${anyContains(pattern)})`
        : inSearchText;
}

/**
 * The number of matches, counted no further than the cap: the count reads at most cap + 1 rows, where an exact
 * count of a common fragment would read most of the table.
 */
export async function countUpToCap<Tables extends keyof Database, Row>(
    db: Kysely<Database>,
    filtered: SelectQueryBuilder<Database, Tables, Row>
): Promise<{ total: number; capped: boolean }> {
    // Unordered, so that PostgreSQL picks the cheapest way to 1,001 matches. Counting in the listing index's
    // order was tried (docs/performance.md, 2026-11-25): it helps a fragment whose matches cluster at the end of
    // the table ('ber9', 180 to 6 ms) but walks most of the index for one whose matches are 1 in 300
    // customers ('rul ibra', 130 ms), and over the same 300 searches it lost (mean 16.6 ms against 11.8).
    const matches = filtered
        .clearSelect()
        .select(sql<number>`1`.as('one'))
        .limit(searchCountCap + 1)
        .as('matches');
    const row = await db
        .selectFrom(matches)
        .select(eb => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
    const count = Number(row.count);
    return count > searchCountCap
        ? { total: searchCountCap, capped: true }
        : { total: count, capped: false };
}
