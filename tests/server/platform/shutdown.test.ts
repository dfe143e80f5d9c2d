import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, signIn } from '../../../contract/client/index.ts';
import {
    adminPassword,
    createTestDatabase,
    jwtSecret,
    multipart,
    validVoucher,
} from '../helpers.ts';
import { startServer } from '../serverProcess.ts';

describe('shutdown on SIGTERM', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let running: ChildProcess | undefined;
    beforeAll(async () => {
        database = await createTestDatabase('pglite');
    });
    afterAll(async () => {
        running?.kill('SIGKILL');
        await database?.drop();
    });

    it('stops accepting, finishes the request in flight, then closes the database', {
        timeout: 120_000,
    }, async () => {
        const server = await startServer({
            DATA_DIR: database.dataDir,
            ADMIN_PASSWORD: adminPassword,
            JWT_SECRET: jwtSecret,
        });
        running = server.child;
        const anonymous = createApiClient({ baseUrl: server.base });
        expect((await anonymous.GET('/health')).response.status).toBe(200);
        expect((await anonymous.GET('/ready')).response.status).toBe(200);
        const { token } = await signIn({
            baseUrl: server.base,
            username: 'admin',
            password: adminPassword,
        });

        // An upload whose body is still arriving when SIGTERM comes: written by hand on a socket.
        const form = await multipart({ ...validVoucher, name: 'In flight' });
        const socket = net.connect(server.port, '127.0.0.1');
        await once(socket, 'connect');
        let answer = '';
        socket.on('data', chunk => {
            answer += chunk.toString();
        });
        const half = Math.floor(form.payload.length / 2);
        socket.write(
            `POST /v1/i/vouchers HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
                `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`
        );
        socket.write(form.payload.subarray(0, half));
        await new Promise(resolve => setTimeout(resolve, 300));

        const exited = once(server.child, 'exit');
        server.child.kill('SIGTERM');
        await new Promise(resolve => setTimeout(resolve, 500));
        // No new connections once shutting down.
        await expect(fetch(`${server.base}/health`)).rejects.toThrow();
        socket.write(form.payload.subarray(half));
        const [code] = await exited;
        running = undefined;
        expect(answer).toMatch(/^HTTP\/1\.1 201/);
        expect(answer).toContain('In flight');
        expect(code).toBe(0);
        // The database was closed: its lock is free for the next process.
        expect(existsSync(path.join(database.dataDir, 'db.lock'))).toBe(false);
    });
});
