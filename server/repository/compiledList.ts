import type { Kysely, SelectQueryBuilder } from 'kysely';
import { compileOnce } from '../db/compiledQuery.ts';
import { genericPlansOf } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import {
    countedPage,
    type ListPage,
    type ListRequest,
    type ListRules,
    readList,
    totalOf,
} from './readList.ts';

type Shape = Pick<ListRequest, 'sort' | 'order'> & { filtered: boolean };
const keyOf = ({ sort, order, filtered }: Shape) => `${sort ?? 'id'} ${order} ${filtered}`;

/**
 * readList for a list whose total the database keeps (rules.countedTotal), with its pages compiled once per
 * shape: each sort field, each order, with and without a status. The page, its ids' subquery and its total
 * are the costliest query to build on the hot list route (7% of the API's CPU under the list workload); the
 * page's status, size and offset are its only values. Every shape is compiled here, when the repository is
 * made, so a shape that cannot be compiled stops the start, never a request. Searches and whole lists are
 * built per request.
 *
 * On PostgreSQL the pages run on the connections that plan a statement once for any values (connect.ts,
 * `genericPlansOf`): otherwise PostgreSQL plans every page afresh, never trusting a plan made without the
 * page's size and offset, and planning is 0.24 to 0.44 ms of every page of the console's list. The customer
 * list's indexed shapes read page 1 in a third of the time with one plan for all pages, and page 200 about as
 * fast or faster (docs/performance.md). The page's keys are read first as one array
 * (readList.ts, `pageOf`), so that no plan can join them to the whole table.
 */
export function compiledList<Tables extends keyof Database, Row>(
    db: Kysely<Database>,
    base: () => SelectQueryBuilder<Database, Tables, Row>,
    rules: ListRules,
    sortFields: readonly string[]
) {
    if (!rules.countedTotal) throw new Error('compiledList: the list needs rules.countedTotal');
    const runner = genericPlansOf(db) ?? db;
    const pages = new Map<string, (values: Record<string, string | number>) => Promise<Row[]>>();
    for (const sort of sortFields) {
        for (const order of ['asc', 'desc'] as const) {
            for (const filtered of [false, true]) {
                const samples: Record<string, string | number> = filtered
                    ? { status: '', limit: 0, offset: 0 }
                    : { limit: 0, offset: 0 };
                const run = compileOnce(
                    db,
                    samples,
                    values => {
                        const query: ListRequest = {
                            paged: true,
                            page: 1,
                            perPage: 1,
                            sort,
                            order,
                            status: filtered ? String(values.status) : undefined,
                        };
                        const { limit, offset } = values as { limit: number; offset: number };
                        return countedPage(base(), query, rules, limit, offset);
                    },
                    runner
                );
                pages.set(keyOf({ sort, order, filtered }), run as never);
            }
        }
    }
    return async (query: ListRequest) => {
        const filtered = Boolean(query.status);
        const run = query.paged && !query.search && pages.get(keyOf({ ...query, filtered }));
        if (!run) return readList(base(), query, rules);
        const elsewhere = await rules.readPage?.(query);
        if (elsewhere) return elsewhere as ListPage<Row>;
        const limit = query.perPage;
        const offset = (query.page - 1) * query.perPage;
        const rows = await run(
            filtered ? { status: query.status as string, limit, offset } : { limit, offset }
        );
        return { rows, total: await totalOf(rows, rules, query.status) };
    };
}
