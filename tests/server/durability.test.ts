import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, backends, createTestDatabase, jwtSecret } from './helpers.ts';
import { startServer } from './serverProcess.ts';

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
