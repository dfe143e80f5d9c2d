import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedOnFirstStart } from '../server/seed/firstStart.ts';
import { signIn } from './signIn.ts';

// npm run bench:auth [-- --logins 200 --duration 10]: the p99 of an authenticated GET /v1/i/vouchers while a
// burst of sign-ins runs (each one a real scrypt check at the production cost), next to the same figure without
// the burst. The server runs in its own process on a fresh PGlite database, with TRUST_PROXY so that each
// sign-in comes from an address of its own (X-Forwarded-For), as staff at their own machines would: none is
// throttled, every one is checked. The readers' token comes from a sign-in through the typed client; the reads
// and the burst are sent with plain fetch, so that only the server's time is measured.
const { values } = parseArgs({
    options: {
        logins: { type: 'string', default: '200' },
        duration: { type: 'string', default: '10' },
    },
});
const logins = Number(values.logins);
const duration = Number(values.duration) * 1000;
const password = 'bench-password';
const readers = 10;
const signers = 20;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function startServer(env: Record<string, string>) {
    const child: ChildProcess = spawn(
        process.execPath,
        [path.join(root, 'bench', 'apiServer.ts')],
        {
            env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
            stdio: ['ignore', 'pipe', 'inherit'],
        }
    );
    const firstLine = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve);
        child.once('exit', code => reject(new Error(`bench server exited with ${code}`)));
    });
    const { port } = JSON.parse(firstLine) as { port: number };
    return { child, base: `http://127.0.0.1:${port}` };
}

const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/** Authenticated reads from `readers` clients in a loop until `until` settles; latencies in ms. */
async function readWhile(base: string, token: string, until: Promise<unknown>) {
    let done = false;
    until.then(() => {
        done = true;
    });
    const latencies: number[] = [];
    let failures = 0;
    const reader = async () => {
        while (!done) {
            const started = performance.now();
            const response = await fetch(`${base}/v1/i/vouchers`, {
                headers: { authorization: `Bearer ${token}` },
            });
            await response.arrayBuffer();
            latencies.push(performance.now() - started);
            if (response.status !== 200) failures += 1;
        }
    };
    await Promise.all(Array.from({ length: readers }, reader));
    latencies.sort((a, b) => a - b);
    return {
        requests: latencies.length,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        failures,
    };
}

async function signInBurst(base: string) {
    const statuses: Record<number, number> = {};
    let next = 0;
    const signer = async () => {
        while (next < logins) {
            const n = next++;
            const response = await fetch(`${base}/v1/i/auth/login`, {
                method: 'POST',
                headers: {
                    'content-type': 'application/json',
                    'x-forwarded-for': `10.${(n >> 8) & 255}.${n & 255}.1`,
                },
                body: JSON.stringify({ username: 'admin', password }),
            });
            await response.arrayBuffer();
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: signers }, signer));
    return { statuses, seconds: (performance.now() - started) / 1000 };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-bench-auth-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: password, TRUST_PROXY: 'true' };
const config = readConfig({ ...process.env, ...env, SEED_DEMO: 'true' });
const db = connectDatabase(config);
await migrateToLatest(db);
await seedOnFirstStart(db, config, { warn: () => {}, info: () => {} } as never);
await db.destroy();

const { child, base } = await startServer(env);
try {
    const { token } = await signIn(base, password);
    await readWhile(base, token, new Promise(resolve => setTimeout(resolve, 2000)));
    const quiet = await readWhile(
        base,
        token,
        new Promise(resolve => setTimeout(resolve, duration))
    );
    const burst = signInBurst(base);
    const busy = await readWhile(base, token, burst);
    const { statuses, seconds } = await burst;
    console.log(
        `${logins} sign-ins (${signers} at a time) took ${seconds.toFixed(1)} s: ${JSON.stringify(statuses)}`
    );
    console.log('GET /v1/i/vouchers        requests   p50 ms   p99 ms   non-200');
    for (const [name, row] of [
        ['without sign-ins', quiet],
        ['during the sign-ins', busy],
    ] as const) {
        console.log(
            [
                name.padEnd(24),
                String(row.requests).padStart(10),
                row.p50.toFixed(1).padStart(8),
                row.p99.toFixed(1).padStart(8),
                String(row.failures).padStart(9),
            ].join(' ')
        );
    }
} finally {
    child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
}
