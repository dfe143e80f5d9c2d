import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedCustomers } from '../server/seed/customers.ts';
import { seedOnFirstStart } from '../server/seed/firstStart.ts';

export const benchPassword = 'bench-password';

const quiet = { warn: () => {}, info: () => {} } as never;

/**
 * A PostgreSQL database of the benchmark's own, created beside DATABASE_URL's (which it never touches),
 * migrated and seeded as a first start does (the admin's password is `benchPassword`). `env` starts a server on
 * it; `drop()` removes it and its temporary DATA_DIR.
 */
export async function scratchDatabase(label: string, options: { seedDemo: boolean }) {
    const base = process.env.DATABASE_URL;
    if (!base) {
        console.error(`bench:${label} runs on PostgreSQL: set DATABASE_URL (postgres://...)`);
        process.exit(1);
    }
    const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        try {
            await client.query(statement);
        } finally {
            await client.end();
        }
    };
    const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
    const url = new URL(base);
    url.pathname = `/${name}`;
    await admin(`CREATE DATABASE ${name}`);
    const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${label}-`));
    const env = {
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        SEED_DEMO: String(options.seedDemo),
        ADMIN_PASSWORD: benchPassword,
    };
    const config = readConfig({ ...process.env, ...env });
    const db = connectDatabase(config);
    await migrateToLatest(db);
    await seedOnFirstStart(db, config, quiet);
    return {
        env,
        url: url.toString(),
        db,
        /** Adds `count` generated customers, each with `trails` points entries, printing the progress. */
        addCustomers: async (count: number, trails = 0) => {
            const started = Date.now();
            await seedCustomers(
                db,
                count,
                done =>
                    process.stdout.write(
                        `\r  seeding ${done.toLocaleString('en')} of ${count.toLocaleString('en')} customers`
                    ),
                100_000,
                { trails, transactions: 0 }
            );
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(` (${seconds} s)\n`);
        },
        drop: async () => {
            await db.destroy();
            await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await rm(dataDir, { recursive: true, force: true });
        },
    };
}
