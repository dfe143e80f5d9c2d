import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { searchTextPattern } from '../server/customers/repository/searchKey.ts';
import { customersRepository } from '../server/customers/repository.ts';
import { embeddedDatabaseOf } from '../server/db/connect.ts';
import type { Database } from '../server/db/schema.ts';

/** One SQL text and its values, as the server's repository sends it. */
export interface Statement {
    sql: string;
    parameters: unknown[];
}

/**
 * What a workload sends the database for one request: the statements, sent side by side, with `sentinel` in
 * place of the value that differs from request to request (a page's offset, a customer id, a search fragment).
 */
export interface Recorded {
    statements: Statement[];
    sentinel: number | string;
}

export type WorkloadName = 'pages' | 'detail' | 'search';

// Page 137 (offset 3,400) is inside even the smallest database, so the page is never empty: an empty page
// costs the repository a second query that a real page does not.
const pageSentinel = 137;
const idSentinel = 987_654_321;
const searchSentinel = 'qzqzq';

/** The console's customer list request (newest first, active customers, 25 a page), page `page`. */
export const consoleList = (page: number, search?: string) => ({
    paged: true,
    page,
    perPage: 25,
    sort: 'registeredAt',
    order: 'desc' as const,
    status: 'active',
    search,
});

/**
 * Records the SQL the customers repository sends for each workload, by calling it once with a sentinel value on a
 * Kysely that logs instead of a copy written by hand: the references (bench/bareServer.ts, pgbench) then run
 * exactly what the server runs.
 */
export async function recordStatements(
    db: Kysely<Database>,
    databaseUrl: string | undefined
): Promise<Record<WorkloadName, Recorded>> {
    let statements: Statement[] = [];
    const log = (event: {
        level: string;
        query: { sql: string; parameters: readonly unknown[] };
    }) => {
        if (event.level === 'query')
            statements.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
    };
    const pglite = embeddedDatabaseOf(db);
    const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 2 }) : undefined;
    const dialect = pool
        ? new PostgresDialect({ pool })
        : new PGliteDialect({ pglite: pglite as NonNullable<typeof pglite> });
    const recording = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()], log });
    const repository = customersRepository(recording);
    const record = async (call: () => Promise<unknown>, sentinel: number | string) => {
        statements = [];
        await call();
        return { statements, sentinel };
    };
    try {
        return {
            pages: await record(
                () => repository.list(consoleList(pageSentinel)),
                (pageSentinel - 1) * 25
            ),
            detail: await record(() => repository.findDetail(idSentinel), idSentinel),
            search: await record(
                () => repository.list(consoleList(1, searchSentinel)),
                searchTextPattern(searchSentinel)
            ),
        };
    } finally {
        // The PGlite instance belongs to the caller; only a pool of our own is closed.
        if (pool) await pool.end();
    }
}

/**
 * The value a request puts in the sentinel's place: a number as it is, a search fragment as the pattern the
 * repository makes of it (marks swapped, server/customers/repository/searchKey.ts).
 */
export const valueFor = (recorded: Recorded, value: string): number | string =>
    typeof recorded.sentinel === 'number' ? Number(value) : searchTextPattern(value.toLowerCase());

/** The statement's values with the request's value in the sentinel's place. */
export function parametersFor(
    statement: Statement,
    recorded: Recorded,
    value: number | string
): unknown[] {
    return statement.parameters.map(parameter =>
        parameter === recorded.sentinel ? value : parameter
    );
}
