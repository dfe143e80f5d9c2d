import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers.ts';
import { freePort, node } from '../serverProcess.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

// A real first start of server/main.ts on an empty PostgreSQL database, SEED_DEMO left unset as an operator
// would: it creates the admin and nothing else (no demo accounts with published passwords, no demo data).
describe.skipIf(!process.env.DATABASE_URL)(
    'the first start on an empty PostgreSQL database',
    () => {
        let database: Awaited<ReturnType<typeof createTestDatabase>>;
        let output = '';

        beforeAll(async () => {
            database = await createTestDatabase('postgres', { migrated: false });
            const port = await freePort();
            const { SEED_DEMO: _seed, ...environment } = process.env;
            const child = spawn(node, [path.join(root, 'server', 'main.ts')], {
                cwd: root,
                env: {
                    ...environment,
                    PORT: String(port),
                    HOST: '127.0.0.1',
                    DATA_DIR: database.dataDir,
                    DATABASE_URL: database.databaseUrl,
                    ADMIN_PASSWORD: 'first-start-password-1',
                    LOG_LEVEL: 'info',
                },
                stdio: ['ignore', 'pipe', 'inherit'],
            });
            child.stdout.on('data', chunk => {
                output += chunk;
            });
            try {
                for (let attempt = 0; attempt < 300; attempt++) {
                    if (child.exitCode !== null)
                        throw new Error(`server exited with ${child.exitCode}`);
                    const ready = await fetch(`http://127.0.0.1:${port}/v1/i/vouchers`).then(
                        response => response.status === 401,
                        () => false
                    );
                    if (ready) break;
                    await new Promise(resolve => setTimeout(resolve, 200));
                }
            } finally {
                const exited = new Promise(resolve => child.once('exit', resolve));
                child.kill('SIGTERM');
                await exited;
            }
        }, 90_000);
        afterAll(async () => {
            await database?.drop();
        });

        it('creates no account but the admin, and no demo data', async () => {
            const client = new pg.Client({ connectionString: database.databaseUrl });
            await client.connect();
            try {
                const staff = await client.query('SELECT username, role FROM staff_users');
                expect(staff.rows).toEqual([{ username: 'admin', role: 'admin' }]);
                for (const table of ['customers', 'vouchers', 'advertisements', 'notifications']) {
                    const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
                    expect(rows[0].n, table).toBe(0);
                }
            } finally {
                await client.end();
            }
            expect(output).not.toContain('Demo staff user');
            expect(output).not.toContain('Seeded the demo data set');
        });
    }
);
