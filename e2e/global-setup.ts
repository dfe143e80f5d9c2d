import { ADMIN_PASSWORD } from './credentials';
import { startServer } from './server';

/** One real server for the whole run; Playwright calls the returned function after the last test. */
export default async function globalSetup() {
    const server = await startServer({
        port: Number(process.env.E2E_PORT),
        adminPassword: ADMIN_PASSWORD,
    });
    return server.stop;
}
