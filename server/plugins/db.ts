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
}

/** Opens the database, brings its schema up to date before any route runs, and closes it with the app. */
export default fp<DatabasePluginOptions>(
    async (app, options) => {
        const db = connectDatabase(options);
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
