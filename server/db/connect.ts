import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export interface DatabaseOptions {
    dataDir: string;
    databaseUrl?: string;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite with its files in DATA_DIR/db. */
export function connectDatabase(options: DatabaseOptions): Kysely<Database> {
    const plugins = [new CamelCasePlugin()];
    if (options.databaseUrl) {
        const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
        // An idle connection dropped by the server (restart, DROP DATABASE ... FORCE) must not crash the
        // process; the pool replaces it and the next query reports any lasting problem.
        pool.on('error', () => {});
        pool.on('connect', prepareStatements);
        return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    }
    const directory = path.join(options.dataDir, 'db');
    mkdirSync(directory, { recursive: true });
    const pglite = new PGlite(directory, { extensions: { pg_trgm } });
    return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
}

const statementNames = new Map<string, string>();
const maxStatements = 500;
const maxStatementLength = 4000;

/**
 * Runs each parameterised query as a named prepared statement, so that PostgreSQL parses and plans it once per
 * connection instead of on every call. Kysely builds a bounded set of SQL texts (the values travel as
 * parameters), so each distinct text gets one name; very long texts (bulk inserts) and any beyond the first
 * 500 stay unnamed, which bounds what each connection keeps.
 */
function prepareStatements(client: pg.PoolClient): void {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values?: unknown) => {
        if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) {
            return query(text, values);
        }
        let name = statementNames.get(text);
        if (!name && text.length <= maxStatementLength && statementNames.size < maxStatements) {
            name = `k${statementNames.size}`;
            statementNames.set(text, name);
        }
        return query(name ? { name, text, values } : text, name ? undefined : values);
    }) as typeof client.query;
}
