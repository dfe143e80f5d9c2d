import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How an export reads its rows: a filtered query, the unique column it is ordered by, and that order. */
export interface ExportQuery<Tables extends keyof Database, Row> {
    query: SelectQueryBuilder<Database, Tables, Row>;
    /** A unique, indexed column (`customers.id`) and how a row gives its value. */
    key: { column: string; of: (row: Row) => number | string };
    /**
     * A timestamp column ordered before the key (`entry.createdAt`: a history lists newest first, and an entry
     * can be dated before one written earlier), so the file lists the rows in the screen's order.
     */
    timestamp?: string;
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

const ordered = <Tables extends keyof Database, Row>(
    source: ExportQuery<Tables, Row>,
    query: SelectQueryBuilder<Database, Tables, Row>
) => {
    const byTimestamp = source.timestamp
        ? query.orderBy(sql.ref(source.timestamp), source.order)
        : query;
    return byTimestamp.orderBy(sql.ref(source.key.column), source.order);
};

async function* streamed<Tables extends keyof Database, Row>(source: ExportQuery<Tables, Row>) {
    let batch: Row[] = [];
    for await (const row of ordered(source, source.query).stream(batchRows)) {
        batch.push(row as Row);
        if (batch.length === batchRows) {
            yield batch;
            batch = [];
        }
    }
    if (batch.length > 0) yield batch;
}

/** The timestamp as the database prints it: a JavaScript Date would drop its microseconds and skip rows. */
const timestampText = 'exportTimestampText';
type Position = { key: number | string; timestamp?: string };

async function* keyset<Tables extends keyof Database, Row>(source: ExportQuery<Tables, Row>) {
    const key = sql.ref(source.key.column);
    const after = source.order === 'asc' ? sql.raw('>') : sql.raw('<');
    const query = source.timestamp
        ? (source.query.select(
              sql<string>`${sql.ref(source.timestamp)}::text`.as(timestampText)
          ) as unknown as typeof source.query)
        : source.query;
    let last: Position | undefined;
    while (true) {
        const from = last;
        const page =
            from === undefined
                ? query
                : query.where(
                      from.timestamp === undefined
                          ? sql<SqlBool>`${key} ${after} ${from.key}`
                          : sql<SqlBool>`(${sql.ref(source.timestamp as string)}, ${key}) ${after} (${from.timestamp}::timestamptz, ${from.key})`
                  );
        const rows = (await ordered(source, page).limit(batchRows).execute()) as Row[];
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < batchRows) return;
        const lastRow = rows[rows.length - 1] as Row;
        last = {
            key: source.key.of(lastRow),
            timestamp: (lastRow as Record<string, string | undefined>)[timestampText],
        };
    }
}
