import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How an export reads its rows: a filtered query, the unique column it is ordered by, and that order. */
export interface ExportQuery<Tables extends keyof Database, Row> {
    query: SelectQueryBuilder<Database, Tables, Row>;
    /** A unique, indexed column (`customers.id`) and how a row gives its value. */
    key: { column: string; of: (row: Row) => number | string };
    order: 'asc' | 'desc';
}

export const batchRows = 1000;

/**
 * The rows in batches, never the whole result at once. On PostgreSQL one server-side cursor (Kysely's
 * `.stream()`, pg-cursor) gives one consistent snapshot; PGlite cannot stream, so there each batch is a keyset
 * read (`where key > last order by key limit n`), which stays as fast on the last batch as on the first.
 */
export function readInBatches<Tables extends keyof Database, Row>(
    source: ExportQuery<Tables, Row>,
    cursor: boolean
): AsyncIterable<Row[]> {
    return cursor ? streamed(source) : keyset(source);
}

async function* streamed<Tables extends keyof Database, Row>(source: ExportQuery<Tables, Row>) {
    const ordered = source.query.orderBy(sql.ref(source.key.column), source.order);
    let batch: Row[] = [];
    for await (const row of ordered.stream(batchRows)) {
        batch.push(row as Row);
        if (batch.length === batchRows) {
            yield batch;
            batch = [];
        }
    }
    if (batch.length > 0) yield batch;
}

async function* keyset<Tables extends keyof Database, Row>(source: ExportQuery<Tables, Row>) {
    const key = sql.ref(source.key.column);
    const after = source.order === 'asc' ? sql.raw('>') : sql.raw('<');
    let last: number | string | undefined;
    while (true) {
        const from = last;
        const page =
            from === undefined
                ? source.query
                : source.query.where(sql<SqlBool>`${key} ${after} ${from}`);
        const rows = (await page.orderBy(key, source.order).limit(batchRows).execute()) as Row[];
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < batchRows) return;
        last = source.key.of(rows[rows.length - 1] as Row);
    }
}
