import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { readConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { Database } from '../server/db/schema.ts';
import { seedCustomers } from '../server/seed/customers.ts';
import { seedOnFirstStart } from '../server/seed/firstStart.ts';
import { benchPassword } from './scratchDatabase.ts';

export interface BenchDatabase {
    /** The environment a server on this database starts with. */
    env: Record<string, string>;
    databaseUrl: string | undefined;
}

/**
 * bench:api's database for `customers` customers: on PostgreSQL a database of its own beside DATABASE_URL's
 * (`bench_api_<customers>`), on PGlite a DATA_DIR under `resultsDirectory`. Both are kept for the next run,
 * because seeding a million customers with their points and purchases takes minutes; `fresh` starts over.
 */
export async function benchDatabase(
    backend: 'postgres' | 'pglite',
    customers: number,
    resultsDirectory: string,
    fresh: boolean
): Promise<BenchDatabase> {
    if (backend === 'pglite') {
        const dataDir = path.join(resultsDirectory, `pglite-${customers}`);
        if (fresh) await rm(dataDir, { recursive: true, force: true });
        return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, databaseUrl: undefined };
    }
    const base = process.env.DATABASE_URL as string;
    const name = `bench_api_${customers}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
        if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    } finally {
        await admin.end();
    }
    const url = new URL(base);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const dataDir = path.join(resultsDirectory, `postgres-${customers}`);
    return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, databaseUrl };
}

/** Migrates, seeds a first start's data and tops the customers up to `customers`; returns the open database. */
export async function fillDatabase(database: BenchDatabase, customers: number) {
    const config = readConfig({
        ...process.env,
        ...database.env,
        SEED_DEMO: 'true',
        ADMIN_PASSWORD: benchPassword,
    });
    const db = connectDatabase(config);
    await migrateToLatest(db);
    await seedOnFirstStart(db, config, { warn: () => {}, info: () => {} } as never);
    const counted = await db
        .selectFrom('customers')
        .select(eb => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
    const missing = customers - Number(counted.count);
    if (missing > 0) {
        const started = Date.now();
        await seedCustomers(db, missing, done =>
            process.stdout.write(
                `\r  seeding ${done.toLocaleString('en')} of ${missing.toLocaleString('en')} customers`
            )
        );
        process.stdout.write(` (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
    }
    // The steady state of a database that has been running: statistics, and the visibility map that lets a page
    // of the list read its ids from the index alone (PostgreSQL's autovacuum keeps it; PGlite has none).
    await sql`VACUUM ANALYZE customers, customer_points_order`.execute(db);
    return db;
}

/**
 * PostgreSQL's page cache beside what the customer reads walk, printed with the figures: with the default
 * shared_buffers of 128 MB, the million customers and their indexes (1.4 GB) are read from the operating
 * system's cache page by page, so that a search which reads 5,000 rows takes 36 ms against 21 ms with 4 GB.
 * Whether that cache is mapped in huge pages too: a search's heap reads take about 40% less with them
 * (docs/performance.md).
 */
export async function cacheLine(db: Kysely<Database>): Promise<string> {
    const { rows } = await sql<{
        buffers: string;
        hugePages: string;
        hugePagesStatus: string | null;
        customers: string;
        autovacuum: string;
    }>`
        SELECT current_setting('shared_buffers') AS buffers,
            current_setting('huge_pages') AS huge_pages,
            current_setting('huge_pages_status', true) AS huge_pages_status,
            pg_size_pretty(pg_total_relation_size('customers')) AS customers,
            current_setting('autovacuum') AS autovacuum`.execute(db);
    const [row] = rows;
    // huge_pages_status (PostgreSQL 17) says whether 'try' got them; before 17 only the setting is known.
    const hugePages = row?.hugePagesStatus
        ? `${row.hugePages}, ${row.hugePagesStatus}`
        : (row?.hugePages ?? '');
    return row
        ? `shared_buffers ${row.buffers} (huge_pages ${hugePages}), customers with their indexes ${row.customers}, autovacuum ${row.autovacuum}`
        : '';
}

/**
 * Vacuums what the mixed workload writes, before each measured workload, as autovacuum would keep a running
 * database: this machine's PostgreSQL runs with autovacuum off (its CI configuration), so the voucher every
 * run assigns would grow a version per assignment (thousands after a few runs), and an assignment one at a
 * time takes 12.0 ms on such a table against 7.8 after a vacuum: each run would measure the writes slower than
 * the last. PostgreSQL only: PGlite's one process is the server's.
 */
export async function settle(databaseUrl: string | undefined): Promise<void> {
    if (!databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
        await client.query('VACUUM (ANALYZE) vouchers, customer_vouchers, audit_log');
    } finally {
        await client.end();
    }
}
