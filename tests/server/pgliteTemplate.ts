import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { connectDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

/** Where the migrated embedded database that every PGlite test database starts from is, in vitest's workers. */
export const templateVariable = 'TEST_PGLITE_TEMPLATE';

/**
 * A freshly created PGlite database costs 6 to 7 s of CPU (its initdb; the migrations take 0.4 s), and most
 * server test files make one or more. The server project makes one, migrated, before any file runs; each test
 * database is a copy of it: its files, for a test that opens a DATA_DIR itself, or else (every createTestApp)
 * the same database in memory, loaded from a dump of those files, which spares the per-page file system calls
 * of a database on disk (a third of a file's time). The app still runs the migrations on the copy and finds
 * none left, as on any restart. A fresh DATA_DIR's own first start is exercised by every e2e run and by
 * `npm start`.
 */
export async function createTemplate(): Promise<string> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-template-'));
    const db = connectDatabase({ dataDir });
    try {
        await migrateToLatest(db);
    } finally {
        await db.destroy();
    }
    // The dump of the migrated files, which an in-memory copy loads (PGlite's dumpDataDir, uncompressed).
    const pglite = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    try {
        // Dumping before the database has opened never settles (PGlite 0.5).
        await pglite.waitReady;
        await pglite.query('SELECT 1');
        const dump = await pglite.dumpDataDir('none');
        await writeFile(path.join(dataDir, dumpName), Buffer.from(await dump.arrayBuffer()));
    } finally {
        await pglite.close();
    }
    return dataDir;
}

const dumpName = 'template.tar';

/** The template's dump, for a database in memory (server/db/connect.ts `embeddedFrom`), when the run has one. */
export function templateDump(): string | undefined {
    const template = process.env[templateVariable];
    return template ? path.join(template, dumpName) : undefined;
}

/** Gives `dataDir` a copy of the template's database, when the run has one (see setup below). */
export async function copyTemplate(dataDir: string): Promise<void> {
    const template = process.env[templateVariable];
    if (!template) return;
    await cp(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
}

/** vitest globalSetup of the server project: the workers start after it and inherit its environment. */
export default async function setup() {
    const template = await createTemplate();
    process.env[templateVariable] = template;
    return async () => {
        delete process.env[templateVariable];
        await rm(template, { recursive: true, force: true });
    };
}
