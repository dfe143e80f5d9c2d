import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { lockDataDir } from './dataDirLock.ts';
import { prepareStatements } from './preparedStatements.ts';
import type { Database } from './schema.ts';

export interface DatabaseOptions {
    dataDir: string;
    databaseUrl?: string;
    /**
     * Named prepared statements on PostgreSQL, on unless false: off for a pooler that hands each transaction to
     * any server connection and so cannot keep them (PgBouncer in transaction mode without
     * `max_prepared_statements`).
     */
    preparedStatements?: boolean;
}

/** Frees DATA_DIR for the next process once the database is closed (db.destroy() closes it). */
class LockedPGlite extends PGlite {
    unlock = () => {};
    override async close() {
        await super.close();
        this.unlock();
    }
}

/** The PGlite behind a Kysely instance (none on PostgreSQL): pg-boss's `db` adapter needs PGlite's exec. */
const embedded = new WeakMap<Kysely<Database>, PGlite>();
export const embeddedDatabaseOf = (db: Kysely<Database>) => embedded.get(db);

/**
 * Settings of every connection to PostgreSQL. JIT compilation off: it starts for any statement whose estimated
 * cost passes 100,000, which a search's fallback to every match does (searchWindow.ts) even when it never runs,
 * and compiling took 15 to 25 ms of a search that ran in 1 (issue 19, docs/performance.md). The API's
 * statements are short; none gains from it.
 */
export const connectionOptions = '-c jit=off';

/** PostgreSQL when a URL is given, otherwise the embedded PGlite with its files in DATA_DIR/db,
 * which one process at a time may open (DATA_DIR/db.lock). */
export function connectDatabase(options: DatabaseOptions): Kysely<Database> {
    const plugins = [new CamelCasePlugin()];
    if (options.databaseUrl) {
        const pool = new pg.Pool({
            connectionString: options.databaseUrl,
            max: 10,
            options: connectionOptions,
        });
        // An idle connection dropped by the server (restart, DROP DATABASE ... FORCE) must not crash the
        // process; the pool replaces it and the next query reports any lasting problem.
        pool.on('error', () => {});
        if (options.preparedStatements !== false) pool.on('connect', prepareStatements);
        // The cursor lets a CSV export stream rows (server/exports) instead of reading them all at once.
        return new Kysely<Database>({
            dialect: new PostgresDialect({ pool, cursor: Cursor }),
            plugins,
        });
    }
    const directory = path.join(options.dataDir, 'db');
    mkdirSync(directory, { recursive: true });
    const unlock = lockDataDir(options.dataDir);
    try {
        const pglite = new LockedPGlite(directory, { extensions: { pg_trgm } });
        pglite.unlock = unlock;
        const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
        embedded.set(db, pglite);
        return db;
    } catch (error) {
        unlock();
        throw error;
    }
}
