import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, signIn } from '../../../contract/client/index.ts';
import { adminPassword, backends, createTestDatabase, formWith, jwtSecret } from '../helpers.ts';
import { startServer } from '../serverProcess.ts';

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
        const { token, api } = await signIn({
            baseUrl: first.base,
            username: 'admin',
            password: adminPassword,
        });
        const created = await api.POST('/v1/i/vouchers', {
            body: {
                name: 'Survives a crash',
                code: 'POS-DURABLE',
                type: 'FIXED',
                discountValue: '7.50',
                isPublic: 'true',
                canBeWhitelisted: 'false',
                pointsRequired: '10',
                validityType: 'UNLIMITED',
            },
            bodySerializer: formWith(),
        });
        expect(created.response.status).toBe(201);
        const voucher = created.data?.voucher;

        // No graceful shutdown: the process dies the moment the answer has arrived.
        first.child.kill('SIGKILL');
        await once(first.child, 'exit');

        const second = await startServer(env);
        running = second.child;
        // The token signed before the crash, on the restarted process.
        const read = await createApiClient({ baseUrl: second.base, token }).GET(
            '/v1/i/vouchers/{id}',
            { params: { path: { id: voucher?.id ?? '' } } }
        );
        expect(read.response.status).toBe(200);
        expect(read.data?.voucher).toMatchObject({
            name: 'Survives a crash',
            discountValue: 7.5,
        });
        second.child.kill('SIGTERM');
        await once(second.child, 'exit');
        running = undefined;
    });
});
