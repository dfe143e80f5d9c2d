import path from 'node:path';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { watchMainThread } from './lib/watchdog.ts';
import { seedOnFirstStart } from './seed/firstStart.ts';

/** Requests still running this long after SIGTERM are abandoned and the process exits anyway. */
export const shutdownDeadlineMs = 20_000;

/**
 * A main thread silent this long is stuck (a statement of the embedded database that never returns): the
 * process is killed so that a supervisor restarts it. Far above any statement the API runs.
 */
export const stallKillMs = 60_000;

/** Starts the API (and the built console when dist/ exists) on HOST:PORT, seeding an empty database first. */
export async function startServer(consoleDirectory?: string) {
    const config = readConfig();
    watchMainThread(stallKillMs);
    const app = await buildApp({ config, consoleDirectory });
    const madeUpPassword = await seedOnFirstStart(app.db, config, app.log);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
            // app.close() stops accepting, answers 503 to new requests on open connections, waits for those
            // in flight, then closes the database (and frees the PGlite DATA_DIR).
            app.log.info({ signal }, 'shutting down');
            const deadline = setTimeout(() => {
                app.log.error('requests still running at the shutdown deadline; exiting');
                process.exit(1);
            }, shutdownDeadlineMs);
            deadline.unref();
            // A keep-alive connection whose request finishes during the shutdown would otherwise stay open (and
            // keep the server from closing) until the client lets go: close each one once it is idle.
            setInterval(() => app.server.closeIdleConnections(), 200).unref();
            app.close().then(
                () => process.exit(0),
                error => {
                    app.log.error({ err: error }, 'shutdown failed');
                    process.exit(1);
                }
            );
        });
    }
    const address = await app.listen({ port: config.port, host: config.host });
    if (madeUpPassword) {
        // Again after 'Server listening', so that the seed's demo lines and the start's own do not bury it.
        app.log.warn(
            `Sign in at ${address} as "admin" with password: ${madeUpPassword} (made up on this first start, stored only as a hash: keep it)`
        );
    }
    return app;
}

if (
    import.meta.url === `file://${process.argv[1]}` ||
    process.argv[1]?.endsWith(path.join('server', 'main.ts'))
) {
    startServer().catch(error => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
    });
}
