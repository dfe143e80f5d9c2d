import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiClient, signIn } from '../../../contract/client/index.ts';
import { buildApp } from '../../../server/app.ts';
import {
    adminPassword,
    createTestDatabase,
    formWith,
    jwtSecret,
    testConfig,
    validVoucher,
} from '../helpers.ts';
import { startServer } from '../serverProcess.ts';

const injector = path.join(import.meta.dirname, '..', 'fullDisk.ts');

/** Root may mount a small file system of its own here, which then really fills. */
const mountPoint = '/mnt/loyalty-full-disk-test';
const canMount = (() => {
    if (process.getuid?.() !== 0) return false;
    spawnSync('mkdir', ['-p', mountPoint]);
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint]);
    if (mounted.status !== 0) return false;
    spawnSync('umount', [mountPoint]);
    return true;
})();

interface Disk {
    dataDir: string;
    nodeArgs: string[];
    env: Record<string, string>;
    fill(): Promise<void>;
    free(): Promise<void>;
    drop(): Promise<void>;
}

/** The write path failing with ENOSPC (tests/server/fullDisk.ts), on any machine. */
async function injectedDisk(): Promise<Disk> {
    const database = await createTestDatabase('pglite');
    const flag = path.join(database.dataDir, '..', `${path.basename(database.dataDir)}.full`);
    return {
        dataDir: database.dataDir,
        nodeArgs: ['--import', injector],
        env: { FULL_DISK_FLAG: flag },
        fill: () => writeFile(flag, ''),
        free: () => rm(flag, { force: true }),
        drop: async () => {
            await rm(flag, { force: true });
            await database.drop();
        },
    };
}

/** A 48 MB tmpfs holding DATA_DIR, filled to its last byte by another file. */
async function smallFileSystem(): Promise<Disk> {
    const template = await createTestDatabase('pglite');
    expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint]).status).toBe(
        0
    );
    const dataDir = path.join(mountPoint, 'data');
    await mkdir(dataDir);
    await cp(template.dataDir, dataDir, { recursive: true });
    await template.drop();
    const filler = path.join(mountPoint, 'filler');
    return {
        dataDir,
        nodeArgs: [],
        env: {},
        fill: async () => {
            spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k']);
        },
        free: () => rm(filler, { force: true }),
        drop: async () => {
            spawnSync('umount', ['--lazy', mountPoint]);
        },
    };
}

describe.each([
    ['writes failing with ENOSPC (fault injection)', injectedDisk, true],
    ['a small tmpfs that fills up', smallFileSystem, canMount],
] as const)('a full disk under the embedded database: %s', (_, makeDisk, runs) => {
    let disk: Disk | undefined;
    let running: ChildProcess | undefined;
    afterAll(async () => {
        if (running && running.exitCode === null && running.signalCode === null) {
            const exited = once(running, 'exit');
            running.kill('SIGKILL');
            await exited;
        }
        await disk?.drop();
    });

    it.runIf(runs)(
        'exits non-zero with a log line, never hangs, and loses nothing acknowledged',
        {
            timeout: 180_000,
        },
        async () => {
            disk = await makeDisk();
            const env = {
                ...disk.env,
                DATA_DIR: disk.dataDir,
                // The embedded database always, even where CI exports a PostgreSQL URL.
                DATABASE_URL: '',
                ADMIN_PASSWORD: adminPassword,
                JWT_SECRET: jwtSecret,
            };
            const server = await startServer(env, disk.nodeArgs);
            running = server.child;
            const exited = once(server.child, 'exit');
            const { token } = await signIn({
                baseUrl: server.base,
                username: 'admin',
                password: adminPassword,
            });
            const api = createApiClient({ baseUrl: server.base, token });
            const acknowledged: string[] = [];
            /** One voucher write; every answer, or the connection's end, must come within 2 s. */
            const write = async (name: string) => {
                const started = performance.now();
                const answer = await api
                    .POST('/v1/i/vouchers', {
                        body: { ...validVoucher, name },
                        bodySerializer: formWith(),
                        signal: AbortSignal.timeout(2000),
                    })
                    .then(
                        result => result.response.status,
                        (error: Error) => error.name
                    );
                expect(answer, `${name} after ${performance.now() - started} ms`).not.toBe(
                    'TimeoutError'
                );
                if (answer === 201) acknowledged.push(name);
            };
            for (let index = 0; index < 10; index++) await write(`Before ${index}`);
            expect(acknowledged).toHaveLength(10);

            await disk.fill();
            const deadline = Date.now() + 60_000;
            for (
                let index = 0;
                server.child.exitCode === null && server.child.signalCode === null;
                index++
            ) {
                expect(Date.now()).toBeLessThan(deadline);
                await write(`While full ${index}`);
                const health = await fetch(`${server.base}/health`, {
                    signal: AbortSignal.timeout(2000),
                }).then(
                    response => response.status,
                    (error: Error) => error.name
                );
                expect(health).not.toBe('TimeoutError');
            }
            const [code] = await exited;
            running = undefined;
            expect(code).not.toBe(0);
            expect(server.output()).toContain('the disk under DATA_DIR is full');

            await disk.free();
            const app = await buildApp({
                config: testConfig({ dataDir: disk.dataDir, databaseUrl: undefined }),
                logger: false,
            });
            try {
                const stored = await app.db.selectFrom('vouchers').select('name').execute();
                const names = new Set(stored.map(row => row.name));
                expect(acknowledged.filter(name => !names.has(name))).toEqual([]);
            } finally {
                await app.close();
            }
        }
    );
});
