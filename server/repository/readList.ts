import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { containsPattern } from '../lib/paging.ts';

/** What a list route was asked, as `listQuery` of lib/paging.ts reads it (or a page the route fixes itself). */
export interface ListRequest {
    paged: boolean;
    page: number;
    perPage: number;
    sort?: string | undefined;
    order: 'asc' | 'desc';
    status?: string | undefined;
    search?: string | undefined;
}

/** How one list reads: what each sort field orders by, what `status` and `q` look at, how it counts. */
export interface ListRules {
    /** Sortable fields; `id` is the default order and the tiebreak that keeps pages stable. */
    sortBy: { id: Expression<unknown> } & Record<string, Expression<unknown>>;
    /** The expression the `status` parameter must equal. */
    status?: Expression<string>;
    /** The lower-case text in which `q` must appear. */
    search?: Expression<string>;
    /** Instead of `search`: the condition a row meets for the (lower-case) `q`. */
    matches?: (text: string) => Expression<SqlBool>;
    /**
     * Instead of a page and an exact count of a search's matches: the page read with a count that stops a few
     * pages past it (customers/search/repository/search.ts), where an exact count of a common fragment reads most of
     * the table.
     */
    readSearch?: <Tables extends keyof Database, Row>(
        base: SelectQueryBuilder<Database, Tables, Row>,
        query: ListRequest,
        rules: ListRules
    ) => Promise<ListPage<Row>>;
    /**
     * A page without a search read another way when it can (the customers' pages in registration order, from
     * the instance's index); undefined for the list's own compiled page (compiledList.ts).
     */
    readPage?: (query: ListRequest) => Promise<ListPage<unknown> | undefined>;
    /**
     * A total kept by the database (a one-row `count` query for a status), used when there is no search: it
     * rides along each row of the page, so a page costs one round trip instead of a page and a count(*).
     */
    countedTotal?: (status: string | undefined) => SelectQueryBuilder<Database, never, Counted>;
    /**
     * The row's key, when a page should be read in two steps: the page's keys first, filtered and ordered by
     * what an index can cover without reading the table, then the rows of those keys. A deep page, or a search
     * that passes over many rows before it has a page, then reads only index entries for the rows it skips.
     */
    pageKey?: Expression<unknown>;
    /**
     * The page's keys (`key`) read elsewhere for a sort whose order another table keeps (the customers' points,
     * migration 025), given the page's size and offset; undefined for the list's own.
     */
    keysOf?: (
        query: Pick<ListRequest, 'sort' | 'order' | 'status' | 'search'>,
        limit: number,
        offset: number
    ) => Expression<unknown> | undefined;
}

type Counted = { count: string | null };

/** One page and its total; `totalCapped` when the total is only how far the count went (ListRules.readSearch). */
export interface ListPage<Row> {
    rows: Row[];
    total: number | undefined;
    totalCapped?: boolean;
}

/** A column as a sort expression, e.g. `column('vouchers.name')`. */
export const column = (reference: string) => sql.ref(reference);

/**
 * The one list helper: filters by status and search, orders, and answers the whole list when no paging
 * parameter was given, otherwise one page and its `total`.
 */
export async function readList<Tables extends keyof Database, Row>(
    base: SelectQueryBuilder<Database, Tables, Row>,
    query: ListRequest,
    rules: ListRules
): Promise<ListPage<Row>> {
    if (!query.paged) {
        return {
            rows: await inOrder(filterList(base, query, rules), query, rules).execute(),
            total: undefined,
        };
    }
    const limit = query.perPage;
    const offset = (query.page - 1) * query.perPage;
    if (rules.countedTotal && !query.search) {
        const rows = await countedPage(base, query, rules, limit, offset).execute();
        return { rows, total: await totalOf(rows, rules, query.status) };
    }
    if (query.search && rules.readSearch) return rules.readSearch(base, query, rules);
    const page = pageOf(base, query, rules, limit, offset);
    const filtered = filterList(base, query, rules);
    const [rows, total] = await Promise.all([page.execute(), countRows(filtered)]);
    return { rows, total };
}

/** The list's order: the sort field, then the id as the tiebreak that keeps pages stable. */
export function orderTerms(
    query: Pick<ListRequest, 'sort' | 'order'>,
    rules: ListRules
): Expression<unknown>[] {
    const sort = query.sort ?? 'id';
    const field = rules.sortBy[sort] ?? rules.sortBy.id;
    return sort === 'id' ? [field] : [field, rules.sortBy.id];
}

/** A query in the list's order (orderTerms). */
export function inOrder<Tables extends keyof Database, R>(
    unordered: SelectQueryBuilder<Database, Tables, R>,
    query: Pick<ListRequest, 'sort' | 'order'>,
    rules: ListRules
): SelectQueryBuilder<Database, Tables, R> {
    let ordered = unordered;
    for (const term of orderTerms(query, rules)) ordered = ordered.orderBy(term, query.order);
    return ordered;
}

/** One page of the filtered list, in two steps when the rules name a page key (see ListRules.pageKey). */
function pageOf<Tables extends keyof Database, Row>(
    base: SelectQueryBuilder<Database, Tables, Row>,
    query: ListRequest,
    rules: ListRules,
    limit: number,
    offset: number
): SelectQueryBuilder<Database, Tables, Row> {
    const filtered = filterList(base, query, rules);
    if (!rules.pageKey) return inOrder(filtered, query, rules).limit(limit).offset(offset);
    const keys =
        rules.keysOf?.(query, limit, offset) ??
        inOrder(filtered.clearSelect().select(sql`${rules.pageKey}`.as('key')), query, rules)
            .limit(limit)
            .offset(offset);
    // `= any(array(...))` rather than `in (...)`: the page's keys become one array read before the rows, so
    // every plan reads the rows by key, even one made without the page's size and offset (compiledList.ts), where
    // `in` let the planner join the keys to the whole table (a sequential scan of a million customers).
    return inOrder(base.where(sql<SqlBool>`${rules.pageKey} = any(array(${keys}))`), query, rules);
}

/**
 * The page of a list whose total the database keeps (rules.countedTotal, no search), with the total riding
 * along each row: one query. `limit` and `offset` are separate from `query` so that the page can be compiled
 * once with placeholders for them (compiledList.ts).
 */
export function countedPage<Tables extends keyof Database, Row>(
    base: SelectQueryBuilder<Database, Tables, Row>,
    query: ListRequest,
    rules: ListRules,
    limit: number,
    offset: number
) {
    const counted = (rules.countedTotal as NonNullable<ListRules['countedTotal']>)(query.status);
    return pageOf(base, query, rules, limit, offset).select(counted.as('total'));
}

/** The total that rode along a counted page; a page past the end has no row to carry it, so it is asked. */
export async function totalOf(
    rows: readonly unknown[],
    rules: ListRules,
    status: string | undefined
): Promise<number> {
    const first = rows[0] as { total?: string | null } | undefined;
    if (first) return Number(first.total ?? 0);
    const counted = (rules.countedTotal as NonNullable<ListRules['countedTotal']>)(status);
    return Number((await counted.executeTakeFirstOrThrow()).count ?? 0);
}

/** The list's `status` and `q` filters alone, shared by the paged list and its CSV export (server/exports). */
export function filterList<Tables extends keyof Database, Row>(
    base: SelectQueryBuilder<Database, Tables, Row>,
    query: Pick<ListRequest, 'status' | 'search'>,
    rules: ListRules
): SelectQueryBuilder<Database, Tables, Row> {
    let filtered = base;
    if (query.status && rules.status) {
        filtered = filtered.where(sql<SqlBool>`${rules.status} = ${query.status}`);
    }
    if (query.search && rules.matches) {
        filtered = filtered.where(rules.matches(query.search));
    } else if (query.search && rules.search) {
        const pattern = containsPattern(query.search);
        filtered = filtered.where(sql<SqlBool>`${rules.search} like ${pattern}`);
    }
    return filtered;
}

/** count(*) of a filtered query, whatever it selects. */
async function countRows<Tables extends keyof Database, Output>(
    filtered: SelectQueryBuilder<Database, Tables, Output>
): Promise<number> {
    const row = await filtered
        .clearSelect()
        .select(eb => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
    return Number(row.count);
}
