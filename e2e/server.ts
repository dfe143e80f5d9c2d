import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Starts the real server (`npm start`'s entry) on a free port with a fresh embedded database, for the
// end-to-end tests and the web benchmark.

const root = path.resolve(import.meta.dirname, '..');

/** A free TCP port, asked of the system in this process. */
export const freePort = () =>
    new Promise<number>((resolve, reject) => {
        const probe = createServer();
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as AddressInfo;
            probe.close(() => resolve(port));
        });
    });

export interface RunningServer {
    baseURL: string;
    stop: () => Promise<void>;
}

const waitUntilAnswering = async (url: string, child: ChildProcess, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        if (child.exitCode !== null)
            throw new Error(`The server exited with code ${child.exitCode}`);
        try {
            // Any HTTP answer means it is listening (the API alone answers 404 or 401 here).
            await fetch(url);
            return;
        } catch {
            // Not listening yet.
        }
        await new Promise(resolve => setTimeout(resolve, 250));
    }
    throw new Error(`The server did not answer at ${url} within ${timeoutMs / 1000} s`);
};

export const startServer = async (options: {
    port: number;
    adminPassword: string;
    /** Seconds to wait; the first start may build the console. */
    timeoutSeconds?: number;
    /** `server/start.ts` (console and API, as `npm start`) by default; `server/main.ts` for the API alone. */
    entry?: string;
    env?: Record<string, string>;
}): Promise<RunningServer> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-e2e-'));
    const baseURL = `http://127.0.0.1:${options.port}`;
    const child = spawn(process.execPath, [path.join(root, options.entry ?? 'server/start.ts')], {
        cwd: root,
        env: {
            ...process.env,
            PORT: String(options.port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            // Always the embedded database in a fresh directory, even where CI exports a PostgreSQL URL.
            DATABASE_URL: '',
            ADMIN_PASSWORD: options.adminPassword,
            LOG_LEVEL: 'warn',
            ...options.env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
    });
    const stop = async () => {
        if (child.exitCode === null) {
            const exited = new Promise(resolve => child.once('exit', resolve));
            child.kill('SIGTERM');
            await Promise.race([exited, new Promise(resolve => setTimeout(resolve, 10_000))]);
            if (child.exitCode === null) child.kill('SIGKILL');
        }
        rmSync(dataDir, { recursive: true, force: true });
    };
    try {
        await waitUntilAnswering(`${baseURL}/login`, child, (options.timeoutSeconds ?? 300) * 1000);
    } catch (error) {
        await stop();
        throw error;
    }
    return { baseURL, stop };
};
