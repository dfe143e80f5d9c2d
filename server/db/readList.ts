import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern } from '../lib/paging.ts';
import type { Database } from './schema.ts';

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
    /** Instead of an exact count of a search's matches: a count that stops at a cap (`capped` when it did). */
    countSearch?: (
        filtered: SelectQueryBuilder<Database, never, unknown>
    ) => Promise<{ total: number; capped: boolean }>;
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
}

type Counted = { count: string | null };

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
): Promise<{ rows: Row[]; total: number | undefined; totalCapped?: boolean }> {
    const filtered = filterList(base, query, rules);
    const sort = query.sort ?? 'id';
    const inOrder = <Q extends SelectQueryBuilder<Database, Tables, unknown>>(unordered: Q): Q => {
        const ordered = unordered.orderBy(rules.sortBy[sort] ?? rules.sortBy.id, query.order);
        return (sort === 'id' ? ordered : ordered.orderBy(rules.sortBy.id, query.order)) as Q;
    };
    if (!query.paged) {
        return { rows: await inOrder(filtered).execute(), total: undefined };
    }
    const offset = (query.page - 1) * query.perPage;
    const keys = rules.pageKey
        ? inOrder(filtered.clearSelect().select(sql`${rules.pageKey}`.as('key')))
              .limit(query.perPage)
              .offset(offset)
        : undefined;
    const page = keys
        ? inOrder(base.where(sql<SqlBool>`${rules.pageKey} in (${keys})`))
        : inOrder(filtered).limit(query.perPage).offset(offset);
    if (rules.countedTotal && !query.search) {
        const counted = rules.countedTotal(query.status);
        const rows = await page.select(counted.as('total')).execute();
        const first = rows[0] as { total?: string | null } | undefined;
        const total = first ? first.total : (await counted.executeTakeFirstOrThrow()).count;
        return { rows, total: Number(total ?? 0) };
    }
    if (query.search && rules.countSearch) {
        const [rows, counted] = await Promise.all([
            page.execute(),
            rules.countSearch(filtered as SelectQueryBuilder<Database, never, unknown>),
        ]);
        return { rows, total: counted.total, totalCapped: counted.capped };
    }
    const [rows, total] = await Promise.all([page.execute(), countRows(filtered)]);
    return { rows, total };
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
