import path from 'node:path';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { seedOnFirstStart } from './seed/firstStart.ts';

/** Starts the API (and the built console when dist/ exists) on HOST:PORT, seeding an empty database first. */
export async function startServer(consoleDirectory?: string) {
    const config = readConfig();
    const app = await buildApp({ config, consoleDirectory });
    await seedOnFirstStart(app.db, config, app.log);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
            app.close().then(() => process.exit(0));
        });
    }
    await app.listen({ port: config.port, host: config.host });
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
