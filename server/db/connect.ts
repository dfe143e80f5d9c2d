import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { withCommitHook } from './commitHook.ts';
import { lockDataDir } from './dataDirLock.ts';
import { prepareStatements } from './preparedStatements.ts';
import type { Database } from './schema.ts';
import { fastTypes } from './timestamps.ts';

export interface DatabaseOptions {
    dataDir: string;
    databaseUrl?: string;
    /**
     * Named prepared statements on PostgreSQL, on unless false: off for a pooler that hands each transaction to
     * any server connection and so cannot keep them (PgBouncer in transaction mode without
     * `max_prepared_statements`).
     */
    preparedStatements?: boolean;
    /** Connections per pool on PostgreSQL (DATABASE_POOL_SIZE; 10 unless given). */
    poolSize?: number | undefined;
    /**
     * Called when the embedded database could not write for want of space (SQLSTATE 53100), once the statement
     * has failed and before the next one runs.
     */
    onDiskFull?: (error: Error) => void;
    /**
     * A dump file of an embedded database (PGlite's `dumpDataDir`): the database then lives in memory, loaded
     * from it, and nothing is written under dataDir (the test suite's databases, copies of its template).
     */
    embeddedFrom?: string;
}

/** PostgreSQL's `disk_full`, which PGlite reports for a write that met ENOSPC. */
const isDiskFull = (error: unknown) => (error as { code?: string } | null)?.code === '53100';

/**
 * Frees DATA_DIR for the next process once the database is closed (db.destroy() closes it), and reports a
 * full disk: after a failed write to its write-ahead log the instance's next statement never returns, holding
 * the process's only thread at full CPU, space or not. Every statement (queries, transactions, pg-boss's exec)
 * passes through execProtocolStream.
 */
class LockedPGlite extends PGlite {
    unlock = () => {};
    onDiskFull: (error: Error) => void = () => {};
    override async close() {
        await super.close();
        this.unlock();
    }
    override async execProtocolStream(...args: Parameters<PGlite['execProtocolStream']>) {
        try {
            return await super.execProtocolStream(...args);
        } catch (error) {
            if (isDiskFull(error)) this.onDiskFull(error as Error);
            throw error;
        }
    }
}

/** The PGlite behind a Kysely instance (none on PostgreSQL): pg-boss's `db` adapter needs PGlite's exec. */
const embedded = new WeakMap<Kysely<Database>, PGlite>();
export const embeddedDatabaseOf = (db: Kysely<Database>) => embedded.get(db);

/**
 * Settings of every connection to PostgreSQL. JIT compilation off: it starts for any statement whose estimated
 * cost passes 100,000, which a search's fallback to every match does (searchWindow.ts) even when it never runs,
 * and compiling takes 15 to 25 ms of a search that runs in 1 (docs/performance.md). The API's
 * statements are short; none gains from it.
 */
export const connectionOptions = '-c jit=off';

/**
 * The settings of the connections that plan a statement once for every value (`genericPlansOf`): PostgreSQL
 * keeps one plan per prepared statement and connection, built without the values. PostgreSQL sets this per
 * connection, not per statement, hence a pool of its own.
 */
export const genericPlanOptions = `${connectionOptions} -c plan_cache_mode=force_generic_plan`;

/**
 * A second Kysely over the same PostgreSQL, whose connections plan each statement once, for any values: for a
 * statement whose plan its shape decides and whose planning is a large share of its cost: the customer search
 * that reads the newest first (customers/search/repository/searchWindow.ts: planning is a third of its median time),
 * the customer list's pages (repository/compiledList.ts: 0.24 to 0.44 ms of planning a page) and the customer
 * detail (docs/performance.md). Being a pool of their own, these reads
 * also never wait for a connection that a write holds while it waits for a row lock. Only reads that lock
 * nothing belong here. None on PGlite, nor without named prepared statements.
 */
const generic = new WeakMap<Kysely<Database>, Kysely<Database>>();
export const genericPlansOf = (db: Kysely<Database>) => generic.get(db);

/** Closes the database and the generic plans' pool beside it. */
export async function closeDatabase(db: Kysely<Database>): Promise<void> {
    await generic.get(db)?.destroy();
    await db.destroy();
}

/** A pool of `max` connections whose idle connection, dropped by the server, does not crash the process. */
function poolOf(databaseUrl: string, options: string, max = 10) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max, options, types: fastTypes });
    // An idle connection dropped by the server (restart, DROP DATABASE ... FORCE) must not crash the
    // process; the pool replaces it and the next query reports any lasting problem.
    pool.on('error', () => {});
    return pool;
}

/**
 * The server's two pools on PostgreSQL with named prepared statements: the main one, and the one whose
 * connections plan each statement once (`genericPlansOf`). Its connections open on its first query: a process
 * that never reads a customer opens none. Also the bench's floor (bench/bareServer.ts), so that both run alike.
 */
export function preparedPools(databaseUrl: string, size?: number) {
    const pool = poolOf(databaseUrl, connectionOptions, size);
    pool.on('connect', client => prepareStatements(client));
    const plannedOnce = poolOf(databaseUrl, genericPlanOptions, size);
    plannedOnce.on('connect', client => prepareStatements(client, true));
    return { pool, plannedOnce };
}

/** The dumps read so far: a test worker opens many databases from the one template dump (42 MB). */
const dumps = new Map<string, Blob>();
const dumpAt = (file: string) => {
    let dump = dumps.get(file);
    if (!dump) {
        dump = new Blob([readFileSync(file)]);
        dumps.set(file, dump);
    }
    return dump;
};

/** Column names in camelCase on both backends. */
const plugins = () => [new CamelCasePlugin()];

function embeddedKysely(pglite: LockedPGlite): Kysely<Database> {
    const db = new Kysely<Database>({
        dialect: withCommitHook(new PGliteDialect({ pglite })),
        plugins: plugins(),
    });
    embedded.set(db, pglite);
    return db;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite with its files in DATA_DIR/db,
 * which one process at a time may open (DATA_DIR/db.lock). */
export function connectDatabase(options: DatabaseOptions): Kysely<Database> {
    if (options.databaseUrl) {
        // The cursor lets a CSV export stream rows (server/exports) instead of reading them all at once.
        const kysely = (pool: pg.Pool) =>
            new Kysely<Database>({
                dialect: withCommitHook(new PostgresDialect({ pool, cursor: Cursor })),
                plugins: plugins(),
            });
        if (options.preparedStatements === false) {
            return kysely(poolOf(options.databaseUrl, connectionOptions, options.poolSize));
        }
        const { pool, plannedOnce } = preparedPools(options.databaseUrl, options.poolSize);
        const db = kysely(pool);
        generic.set(db, kysely(plannedOnce));
        return db;
    }
    if (options.embeddedFrom) {
        const loadDataDir = dumpAt(options.embeddedFrom);
        return embeddedKysely(
            new LockedPGlite('memory://', { extensions: { pg_trgm }, loadDataDir })
        );
    }
    const directory = path.join(options.dataDir, 'db');
    mkdirSync(directory, { recursive: true });
    const unlock = lockDataDir(options.dataDir);
    try {
        const pglite = new LockedPGlite(directory, { extensions: { pg_trgm } });
        pglite.unlock = unlock;
        if (options.onDiskFull) pglite.onDiskFull = options.onDiskFull;
        return embeddedKysely(pglite);
    } catch (error) {
        unlock();
        throw error;
    }
}
