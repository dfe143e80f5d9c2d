import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, backends, createTestDatabase, jwtSecret } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const node = path.join(root, 'node_modules', '.bin', 'node');

/** Starts server/main.ts as a real process and waits until it listens. */
async function startServer(
    env: Record<string, string>
): Promise<{ child: ChildProcess; base: string }> {
    const port = 18_000 + Math.floor(Math.random() * 1000);
    const child = spawn(node, [path.join(root, 'server', 'main.ts')], {
        cwd: root,
        env: {
            ...process.env,
            ...env,
            PORT: String(port),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            SEED_DEMO: 'false',
        },
        stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 300; attempt++) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        const ready = await fetch(`${base}/v1/i/vouchers`).then(
            response => response.status === 401,
            () => false
        );
        if (ready) return { child, base };
        await new Promise(resolve => setTimeout(resolve, 200));
    }
    throw new Error('server did not start');
}

describe.each(backends)('durability on %s', backend => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let running: ChildProcess | undefined;
    beforeAll(async () => {
        database = await createTestDatabase(backend);
    });
    afterAll(async () => {
        running?.kill('SIGKILL');
        await database?.drop();
    });

    it('keeps an acknowledged write after SIGKILL and a restart', {
        timeout: 120_000,
    }, async () => {
        const env = {
            DATA_DIR: database.dataDir,
            DATABASE_URL: database.databaseUrl ?? '',
            ADMIN_PASSWORD: adminPassword,
            JWT_SECRET: jwtSecret,
        };
        const first = await startServer(env);
        running = first.child;
        const login = await fetch(`${first.base}/v1/i/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'admin', password: adminPassword }),
        });
        const { token } = await login.json();
        const form = new FormData();
        for (const [name, value] of Object.entries({
            name: 'Survives a crash',
            code: 'POS-DURABLE',
            type: 'FIXED',
            discountValue: '7.50',
            isPublic: 'true',
            canBeWhitelisted: 'false',
            pointsRequired: '10',
            validityType: 'UNLIMITED',
        })) {
            form.append(name, value);
        }
        const created = await fetch(`${first.base}/v1/i/vouchers`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
        });
        expect(created.status).toBe(201);
        const { voucher } = await created.json();

        // No graceful shutdown: the process dies the moment the answer has arrived.
        first.child.kill('SIGKILL');
        await once(first.child, 'exit');

        const second = await startServer(env);
        running = second.child;
        const read = await fetch(`${second.base}/v1/i/vouchers/${voucher.id}`, {
            headers: { authorization: `Bearer ${token}` },
        });
        expect(read.status).toBe(200);
        expect((await read.json()).voucher).toMatchObject({
            name: 'Survives a crash',
            discountValue: 7.5,
        });
        second.child.kill('SIGTERM');
        await once(second.child, 'exit');
        running = undefined;
    });
});
