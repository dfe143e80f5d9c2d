import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { customersRepository } from '../server/customers/repository.ts';
import { indexedPattern } from '../server/customers/search/repository/search.ts';
import { searchKey } from '../server/customers/search/repository/searchKey.ts';
import {
    readTrigramShares,
    type TrigramShares,
} from '../server/customers/search/repository/trigramShares.ts';
import { embeddedDatabaseOf } from '../server/db/connect.ts';
import type { Database } from '../server/db/schema.ts';

/** One SQL text and its values, as the server's repository sends it. */
export interface Statement {
    sql: string;
    parameters: unknown[];
}

/**
 * How the value a request varies appears among a statement's values: as it is (a page's offset, a customer
 * id), as the LIKE pattern the trigram index is asked for (the part of the fragment that the recorded trigram
 * shares pick), or as the fragment's key that strpos looks for (server/customers/search/repository/search.ts).
 */
export type Form = 'number' | 'pattern' | 'key';

/**
 * What a workload sends the database for one request: the statements, sent side by side, with each sentinel's
 * `value` in place of one form of the value that differs from request to request. Plain data: the floor's
 * process reads it from its environment.
 */
export interface Recorded {
    statements: Statement[];
    sentinels: { value: number | string; form: Form }[];
    /** The shares the search's pattern was chosen with (trigramShares.ts), as [piece, share] pairs. */
    trigramShares?: [string, number][];
    /**
     * Sent, as the server sends them on PostgreSQL, on connections that plan each statement once for any values
     * (server/db/connect.ts `genericPlansOf`): the console's search, read newest first (search.ts), the
     * list's pages (server/repository/compiledList.ts) and the customer detail.
     */
    genericPlans?: boolean;
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
    // The shares the server reads when it starts: the search's pattern is the part of the fragment they pick.
    const shares = await readTrigramShares(db);
    // Without the server's search index: the references run what answering from the database alone costs, the
    // SQL way, where the server answers the list's pages and the search through the index (docs/performance.md).
    const repository = customersRepository(recording, { trigramShares: shares });
    const record = async (
        call: () => Promise<unknown>,
        sentinels: Recorded['sentinels'],
        trigramShares?: TrigramShares
    ): Promise<Recorded> => {
        statements = [];
        await call();
        // A form the repository no longer sends would leave the references running the sentinel itself.
        for (const { value } of sentinels) {
            if (!statements.some(statement => statement.parameters.includes(value))) {
                throw new Error(`bench: the recorded SQL does not carry the sentinel ${value}`);
            }
        }
        return { statements, sentinels, trigramShares: trigramShares && [...trigramShares] };
    };
    try {
        return {
            pages: {
                ...(await record(
                    () => repository.list(consoleList(pageSentinel)),
                    [{ value: (pageSentinel - 1) * 25, form: 'number' }]
                )),
                genericPlans: databaseUrl !== undefined,
            },
            detail: {
                ...(await record(
                    () => repository.findDetail(idSentinel),
                    [{ value: idSentinel, form: 'number' }]
                )),
                genericPlans: databaseUrl !== undefined,
            },
            search: {
                ...(await record(
                    () => repository.list(consoleList(1, searchSentinel)),
                    [
                        { value: indexedPattern(searchSentinel, shares), form: 'pattern' },
                        { value: searchKey(searchSentinel), form: 'key' },
                    ],
                    shares
                )),
                genericPlans: databaseUrl !== undefined,
            },
        };
    } finally {
        // The PGlite instance belongs to the caller; only a pool of our own is closed.
        if (pool) await pool.end();
    }
}

/** Each form's value of a request's value, for one recording (its shares pick the pattern). */
type Forms = Record<Form, (value: string) => number | string>;
const formsOf = new WeakMap<Recorded, Forms>();

/** The forms of one recording, made on its first use. */
function formsFor(recorded: Recorded): Forms {
    const known = formsOf.get(recorded);
    if (known) return known;
    const shares: TrigramShares = new Map(recorded.trigramShares ?? []);
    const forms: Forms = {
        number: Number,
        pattern: text => indexedPattern(text.toLowerCase(), shares),
        key: text => searchKey(text.toLowerCase()),
    };
    formsOf.set(recorded, forms);
    return forms;
}

/** The values a request puts in its sentinels' places, in their order. */
export function valuesFor(recorded: Recorded, value: string): (number | string)[] {
    const forms = formsFor(recorded);
    return recorded.sentinels.map(({ form }) => forms[form](value));
}

/** The statement's values with the request's values in their sentinels' places. */
export function parametersFor(
    statement: Statement,
    recorded: Recorded,
    values: (number | string)[]
): unknown[] {
    return statement.parameters.map(parameter => {
        const index = recorded.sentinels.findIndex(({ value }) => value === parameter);
        return index === -1 ? parameter : values[index];
    });
}
