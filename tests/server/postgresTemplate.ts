import { tmpdir } from 'node:os';
import pg from 'pg';
import { closeDatabase, connectDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

/** The name of the migrated PostgreSQL database that the run's test databases are copied from, in the workers. */
export const postgresTemplateVariable = 'TEST_POSTGRES_TEMPLATE';

/** A client of DATABASE_URL's own database, which only creates and drops the test databases beside it. */
export async function withServerDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
        return await work(client);
    } finally {
        await client.end();
    }
}

/** DATABASE_URL with another database name. */
export function urlOf(name: string): string {
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    return url.toString();
}

/**
 * Running the 24 migrations on a new PostgreSQL database takes seconds, and most server test files make one.
 * With DATABASE_URL set, the server project migrates one database before any file runs (named after
 * DATABASE_URL's and this process, so that two runs beside each other keep apart) and each test database is a
 * `CREATE DATABASE ... TEMPLATE` copy of it. PostgreSQL copies only a database that nobody is connected to: the
 * migrating pool is closed before the first copy, and the template then refuses connections, so that no test
 * can hold one open by mistake and break the other files' copies.
 */
export default async function setup() {
    if (!process.env.DATABASE_URL) return;
    const own = new URL(process.env.DATABASE_URL).pathname.slice(1) || 'postgres';
    const name = `${own}_template_${process.pid}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 63);
    await withServerDatabase(client => client.query(`CREATE DATABASE "${name}"`));
    const db = connectDatabase({
        dataDir: tmpdir(),
        databaseUrl: urlOf(name),
        preparedStatements: false,
    });
    try {
        await migrateToLatest(db);
    } finally {
        await closeDatabase(db);
    }
    await withServerDatabase(client =>
        client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`)
    );
    process.env[postgresTemplateVariable] = name;
    return async () => {
        delete process.env[postgresTemplateVariable];
        await withServerDatabase(async client => {
            await client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE false`);
            await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        });
    };
}
