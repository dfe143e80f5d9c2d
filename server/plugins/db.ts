import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { closeDatabase, connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { pingDatabase } from '../repository/ping.ts';

declare module 'fastify' {
    interface FastifyInstance {
        db: Kysely<Database>;
        /** True when the database answers a trivial query (GET /ready). */
        pingDatabase(): Promise<boolean>;
    }
}

export interface DatabasePluginOptions {
    dataDir: string;
    databaseUrl?: string;
    preparedStatements?: boolean;
    poolSize?: number | undefined;
    embeddedFrom?: string;
}

/**
 * The embedded database no longer answers once a write has met a full disk (docs/security.md, "Faults"): the
 * process exits, so that a supervisor restarts it; a start on a still full disk fails at once, and the first
 * one after space returns recovers every committed write from the write-ahead log.
 */
function exitOnDiskFull(app: FastifyInstance) {
    return (error: Error) => {
        app.log.fatal(
            { err: error },
            'the disk under DATA_DIR is full: the embedded database cannot write; exiting'
        );
        process.exit(1);
    };
}

/** Opens the database, brings its schema up to date before any route runs, and closes it with the app. */
export default fp<DatabasePluginOptions>(
    async (app, options) => {
        const db = connectDatabase({ ...options, onDiskFull: exitOnDiskFull(app) });
        try {
            await migrateToLatest(db);
        } catch (error) {
            await closeDatabase(db);
            throw error;
        }
        app.decorate('db', db);
        app.decorate('pingDatabase', () => pingDatabase(db));
        app.addHook('onClose', async () => {
            await closeDatabase(db);
        });
    },
    { name: 'db' }
);
