import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

/** Where the migrated embedded database that every PGlite test database starts from is, in vitest's workers. */
export const templateVariable = 'TEST_PGLITE_TEMPLATE';

/**
 * A freshly created PGlite database costs 6 to 7 s of CPU (its initdb; the migrations take 0.4 s), and most
 * server test files make one or more. The server project makes one, migrated, before any file runs; each test
 * database is a copy of its files (40 MB, well under a second). The app still runs the migrations on the copy
 * and finds none left, as on any restart. A fresh DATA_DIR's own first start is exercised by every e2e run and
 * by `npm start`.
 */
export async function createTemplate(): Promise<string> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-template-'));
    const db = connectDatabase({ dataDir });
    try {
        await migrateToLatest(db);
    } finally {
        await db.destroy();
    }
    return dataDir;
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
