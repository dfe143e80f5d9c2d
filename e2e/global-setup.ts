import { ADMIN_PASSWORD, DEMO_STAFF } from './credentials';
import { startServer } from './server';

/** Each demo account's first sign-in: its published password changed to the one the tests use. */
async function changeDemoPasswords(baseURL: string) {
    for (const user of DEMO_STAFF) {
        const login = await fetch(`${baseURL}/v1/i/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: user.username, password: user.published }),
        });
        if (!login.ok) throw new Error(`${user.username} could not sign in: ${login.status}`);
        const { token } = (await login.json()) as { token: string };
        const changed = await fetch(`${baseURL}/v1/i/auth/password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ currentPassword: user.published, newPassword: user.password }),
        });
        if (!changed.ok) throw new Error(`${user.username}'s password change: ${changed.status}`);
    }
}

/** One real server for the whole run; Playwright calls the returned function after the last test. */
export default async function globalSetup() {
    const server = await startServer({
        port: Number(process.env.E2E_PORT),
        adminPassword: ADMIN_PASSWORD,
    });
    try {
        await changeDemoPasswords(server.baseURL);
    } catch (error) {
        await server.stop();
        throw error;
    }
    return server.stop;
}
