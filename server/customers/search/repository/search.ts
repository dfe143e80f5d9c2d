import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { genericPlansOf } from '../../../db/connect.ts';
import type { Database } from '../../../db/schema.ts';
import { containsInOrderPattern, containsPattern, startsWithPattern } from '../../../lib/paging.ts';
import {
    filterList,
    inOrder,
    type ListPage,
    type ListRequest,
    type ListRules,
    orderTerms,
} from '../../../repository/readList.ts';
import { searchKey } from './searchKey.ts';
import { type SearchParts, searchWindow, windowedKeys } from './searchWindow.ts';
import { indexedParts, type TrigramShares } from './trigramShares.ts';

/**
 * What `q` matches in the customer list (docs/customers.md 'Search'). From this many characters on, `q` may
 * appear anywhere in the loginID, the name or the email, found through the trigram index (migration 010);
 * shorter, it must start one of them or the last name, found through the B-trees of migration 009. A one- or
 * two-letter fragment appears inside most of a million customers, and no index can find the rare ones that
 * it does not: a whole-table scan per keystroke.
 */
export const shortestContainsSearch = 3;

/**
 * How far a search counts its matches from the page's first row: 100, or four pages of a longer page. The
 * console's pager then reads '1-25 of 100+' and offers the next three pages, and on page 4 '76-100 of 175+'
 * (docs/customers.md).
 */
// The count is read in the same walk as the page, in the page's order, so it costs the 75 rows after the page
// and never more: an exact count of a common fragment reads most of the table, and a count to a fixed 1,000
// reads up to 1,001 matches in whatever order is cheapest (2 to 180 ms at a million customers).
export const searchReach = (perPage: number) => Math.max(100, perPage * 4);

/**
 * The loginID, name and email, lower-case, joined by line feeds, with the marks inside each field swapped for
 * letters (searchKey.ts): a stored column (migrations 010 to 012).
 */
const searchText = sql.ref<string>('customers.searchText');
const noShares: TrigramShares = new Map();

/** The LIKE pattern a search of `text` (lower-case, 3 characters or more) asks the trigram index for. */
export const indexedPattern = (text: string, shares: TrigramShares): string =>
    containsInOrderPattern(indexedParts(searchKey(text), shares));

/** What joins the fields in the searched text: the search box cannot send it. */
const fieldSeparator = '\n';

const anyStartsWith = (pattern: string) => sql<SqlBool>`(lower(customers.login_id) like ${pattern}
    or lower(customers.name) like ${pattern} or lower(customers.last_name) like ${pattern}
    or lower(customers.email) like ${pattern})`;

const anyContains = (pattern: string) => sql<SqlBool>`(lower(customers.login_id) like ${pattern}
    or lower(customers.name) like ${pattern} or lower(customers.email) like ${pattern})`;

/**
 * The customers whose fields match `text` (already lower-case, as lib/paging.ts reads `q`). The trigram index
 * is asked for the runs of the text its shares say are uncommon (trigramShares.ts), and the whole text
 * is then tested on what it found; with no shares, the one run is the whole text.
 */
export function customerMatches(
    text: string,
    shares: TrigramShares = noShares,
    unplanned = false
): Expression<SqlBool> {
    if ([...text].length < shortestContainsSearch) return anyStartsWith(startsWithPattern(text));
    const pattern = indexedPattern(text, shares);
    // `unplanned`: the pattern as a subquery's answer, which the planner cannot read, where the way to read the
    // matches is already decided (searchWindow.ts's every match): it then skips estimating the pattern against
    // the column's statistics (1,000 values, migration 011) and the index: 0.15 to 0.5 ms of the 0.8 to 1.1 ms
    // a search spends planning ('siti', 60 plans each way). Where the search is planned once
    // (PostgreSQL with prepared statements, connect.ts) no value is seen anyway; PGlite and an unnamed
    // PostgreSQL still plan every search.
    const like = unplanned ? sql`(select ${pattern}::text)` : sql`${pattern}`;
    const inSearchText = sql<SqlBool>`(${searchText} like ${like}
        and strpos(${searchText}, ${searchKey(text)}) > 0)`;
    // The indexed text joins the fields with a line feed, so a fragment without one can only match inside one
    // field and the indexed text alone is exact; one with it (sent to the API by hand) is checked field by field.
    return text.includes(fieldSeparator)
        ? sql<SqlBool>`(${inSearchText} and ${anyContains(containsPattern(text))})`
        : inSearchText;
}

/**
 * The same match as the indexed text's LIKE (customerMatches, for a fragment without a line feed), as a plain
 * substring test, for the rows a search reads in the list's order (the window and the walk), where no index
 * finds them: a walk over 600,000 entries of the listing takes 194 ms with strpos against 310 with LIKE (a
 * million customers). The trigram index answers LIKE only, so the search of every match
 * keeps it.
 */
const scannedMatch = (text: string): Expression<SqlBool> =>
    sql<SqlBool>`strpos(${searchText}, ${searchKey(text)}) > 0`;

/**
 * Whether a search reads the newest customers first (searchWindow.ts): one that may match inside a field (3
 * characters or more) of the indexed text alone (no line feed, which the box cannot send), in registration
 * order, the order of the listing index that carries that text (migration 012). Other sorts, and the
 * B-tree prefixes of shorter fragments, take the planner's plan.
 */
export function readsWindowFirst(query: ListRequest): boolean {
    const search = query.search ?? '';
    return (
        [...search].length >= shortestContainsSearch &&
        !search.includes(fieldSeparator) &&
        query.sort === 'registeredAt'
    );
}

/**
 * Whether a search may take its matches from the instance's index to be ordered by the database
 * (matchSetPage.ts): any without a line feed (the index finds a field's start by it), in another order.
 */
export function readsMatchSet(query: ListRequest): boolean {
    const search = query.search ?? '';
    return search !== '' && !search.includes(fieldSeparator) && query.sort !== 'registeredAt';
}

/** A search in a sort column's order, each row tested: a prefix under 3 characters, else a substring. */
const walkedMatch = (text: string): Expression<SqlBool> =>
    [...text].length < shortestContainsSearch
        ? anyStartsWith(startsWithPattern(text))
        : scannedMatch(text);

/** How a search in the list's order reads its matches (searchWindow.ts); tests make the window and walk small. */
export interface SearchReading {
    /** How many of the newest customers it reads first. */
    window?: number;
    /** The most entries it walks before it takes every match (by default twice what the window's share calls for). */
    walkEntries?: number;
    /** The condition of every match, read through the trigram index (by default the rules' `matches`). */
    everyMatch?: (text: string) => Expression<SqlBool>;
    /**
     * In another order than registration: the matches are many (the instance's index counted past
     * matchSetPage.ts's limit), so the rows are read in the sort column's order and each tested with strpos,
     * which no index answers: the planner then walks the column's index instead of reading every match.
     */
    walkInOrder?: boolean;
    /**
     * Where the sort column's order is kept in another table (the points, migration 025): the walk's keys,
     * numbered in the list's order (`key`, `place`), for `match`, the page's offset and how many.
     */
    orderedKeys?: (
        query: ListRequest,
        match: Expression<SqlBool>,
        limit: number,
        offset: number
    ) => Expression<{ key: number; place: string }> | undefined;
}

/**
 * One page of a search with its total counted no further than `searchReach` past its first row, in one query:
 * the keys of the page and the rows after it up to the reach, in the list's order and numbered in it; the
 * page's rows joined to the first of those keys, each carrying how many were found.
 */
export async function searchPage<Tables extends keyof Database, Row>(
    db: Kysely<Database>,
    base: SelectQueryBuilder<Database, Tables, Row>,
    query: ListRequest,
    rules: ListRules,
    reading: SearchReading = {}
): Promise<ListPage<Row>> {
    const { window = searchWindow, walkEntries, everyMatch = rules.matches, walkInOrder } = reading;
    const offset = (query.page - 1) * query.perPage;
    const reach = searchReach(query.perPage);
    const key = rules.pageKey ?? rules.sortBy.id;
    const windowFirst = readsWindowFirst(query);
    const filtered = filterList(base, query, rules).clearSelect();
    const walked = walkInOrder
        ? filterList(base, query, { ...rules, matches: walkedMatch }).clearSelect()
        : filtered;
    const order = sql.join(
        orderTerms(query, rules).map(term => sql`${term} ${sql.raw(query.order)}`)
    );
    // The keys of the page and of the matches after it up to the reach, in the list's order and numbered in it,
    // read the way the planner picks...
    const plainKeys = () =>
        inOrder(
            walked.select([
                sql`${key}`.as('key'),
                sql<string>`row_number() over (order by ${order})`.as('place'),
            ]),
            query,
            rules
        )
            .limit(reach + 1)
            .offset(offset);
    // ...or newest first, the way the data calls for (searchWindow.ts): the rows read in the list's order (the
    // window, the walk) tested with strpos, every match with the LIKE the trigram index answers.
    const newestFirstKeys = () => {
        const everyFiltered = filterList(base, query, { ...rules, matches: everyMatch });
        const parts = { listed: base.clearSelect(), filtered: everyFiltered.clearSelect(), order };
        const scanning = { ...rules, matches: scannedMatch };
        const asParts = parts as unknown as SearchParts;
        return windowedKeys(db, asParts, query, scanning, reach, window, walkEntries);
    };
    const elsewhere =
        walkInOrder &&
        reading.orderedKeys?.(query, walkedMatch(query.search ?? ''), reach + 1, offset);
    const ahead = windowFirst
        ? newestFirstKeys()
        : elsewhere
          ? sql<{ key: number; place: string }>`(${elsewhere})`
          : sql<{ key: number; place: string }>`(${plainKeys()})`;
    const found = db
        .selectFrom(ahead.as('ahead'))
        .select(['ahead.key', 'ahead.place', sql<string>`count(*) over ()`.as('found')])
        .as('found');
    // The window numbers the rows before the offset too, so the page's places run from offset + 1. Each row
    // of the page is read by its key, in a lateral subquery (named `customers` for the list's order) that its
    // `offset 0` keeps from being merged into a plain join: that join let a planner that took the customers
    // for a handful (a table filled since its last ANALYZE) read them all and run the whole search again for
    // each one (1,350 times: 325 ms instead of 1).
    const byKey = (base as unknown as SelectQueryBuilder<Database, 'customers', Row>)
        .where(sql<SqlBool>`${key} = found.key`)
        .offset(0)
        .as('customers');
    const page = db
        .selectFrom(found)
        .innerJoinLateral(byKey, join => join.onTrue())
        .selectAll('customers')
        .where('found.place', '<=', String(offset + query.perPage))
        .select('found.found');
    const ordered = inOrder(
        page as unknown as SelectQueryBuilder<Database, Tables, Row>,
        query,
        rules
    );
    // Read newest first, each way's plan is decided by the statement's shape and not by the fragment, so it is
    // planned once per connection (connect.ts): its planning was a third of the median search.
    const runner = (windowFirst && genericPlansOf(db)) || db;
    const { rows } = (await runner.executeQuery(ordered.compile())) as {
        rows: (Row & { found: string })[];
    };
    const counted = rows.length > 0 ? Number(rows[0].found) : 0;
    if (counted === 0 && offset > 0) {
        // A page past the last match: how many there are is at most the offset, counted to there.
        return { rows, total: await countUpTo(db, filtered, offset) };
    }
    return counted > reach
        ? { rows, total: offset + reach, totalCapped: true }
        : { rows, total: offset + counted };
}

/** The number of matches (`filtered` selects nothing yet), read no further than `cap` of them. */
async function countUpTo<Tables extends keyof Database, Row>(
    db: Kysely<Database>,
    filtered: SelectQueryBuilder<Database, Tables, Row>,
    cap: number
): Promise<number> {
    const matches = filtered.select(sql<number>`1`.as('one')).limit(cap).as('matches');
    const row = await db
        .selectFrom(matches)
        .select(eb => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
    return Number(row.count);
}
