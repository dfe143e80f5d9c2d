import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { StaffRole } from '../../contract/index.ts';
import { defaultPermissions } from '../../contract/permissions.ts';
import { type AppOptions, buildApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { seedOnFirstStart } from '../../server/seed/firstStart.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as in CI). */
export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const adminPassword = 'admin-password-1';
export const jwtSecret = 'test-secret-that-is-at-least-32-characters-long';

async function withServerDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
        return await work(client);
    } finally {
        await client.end();
    }
}

/**
 * A private database for one test file: a temporary DATA_DIR for PGlite, or a database created next to
 * DATABASE_URL's (CI gives one database and vitest runs files in parallel, so each file makes its own).
 */
export async function createTestDatabase(backend: Backend) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-test-'));
    if (backend === 'pglite') {
        return {
            dataDir,
            databaseUrl: undefined,
            drop: () => rm(dataDir, { recursive: true, force: true }),
        };
    }
    const name = `test_${randomBytes(6).toString('hex')}`;
    await withServerDatabase(client => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    return {
        dataDir,
        databaseUrl: url.toString(),
        drop: async () => {
            await withServerDatabase(client =>
                client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
            );
            await rm(dataDir, { recursive: true, force: true });
        },
    };
}

export function testConfig(
    database: { dataDir: string; databaseUrl: string | undefined },
    overrides: Partial<Config> = {}
): Config {
    return {
        port: 0,
        host: '127.0.0.1',
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        adminPassword,
        seedDemo: false,
        jwtSecret,
        logLevel: 'silent',
        ...overrides,
    };
}

/**
 * An app on its own database, seeded as on a first start (the admin user; the demo data with `seedDemo`), answers
 * checked against their schemas; close() also drops the database.
 */
export async function createTestApp(
    backend: Backend,
    options: Omit<Partial<AppOptions>, 'config'> & { config?: Partial<Config> } = {}
) {
    const database = await createTestDatabase(backend);
    const config = testConfig(database, options.config);
    const passwordCost = options.passwordCost ?? 10;
    const app = await buildApp({
        ...options,
        passwordCost,
        config,
        logger: options.logger ?? false,
        checkResponses: true,
    });
    // As the server's start-up does: the admin user, and the demo data set when the test asks for it.
    await seedOnFirstStart(app.db, { ...config, passwordCost }, app.log);
    await app.ready();
    // A token names a session of a staff member who exists, and the server reads the role from that staff
    // member's row; one made up for a role is created on first use, with the role's default flags.
    // Usernames are unique: the seeded admin (id 1) is 'admin', any other staff member '<role>-<id>'.
    const usernameOf = (role: StaffRole, id: string) => (id === '1' ? role : `${role}-${id}`);
    const tokenFor = async (role: StaffRole = 'admin', id = '1') => {
        const permissions = defaultPermissions(role);
        await app.db
            .insertInto('staffUsers')
            .values({
                id: Number(id),
                username: usernameOf(role, id),
                passwordHash: '-',
                role,
                permissions,
            })
            .onConflict(conflict => conflict.column('id').doNothing())
            .execute();
        return app.signAccessToken({ id, username: role, role });
    };
    const adminToken = await tokenFor('admin');
    return {
        app,
        database,
        tokenFor,
        /** Authorization header of the seeded admin. */
        auth: { authorization: `Bearer ${adminToken}` },
        close: async () => {
            await app.close();
            await database.drop();
        },
    };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A multipart body for app.inject, built by the platform's own FormData encoder. */
export async function multipart(
    fields: Record<string, string>,
    file?: { bytes: Uint8Array; name: string; type: string }
) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file)
        form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const request = new Request('http://test.invalid', { method: 'POST', body: form });
    return {
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type') as string },
    };
}

/** Smallest valid images, for the uploads that must be accepted. */
export const pngBytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64'
);
export const jpegBytes = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.alloc(60, 1),
    Buffer.from([0xff, 0xd9]),
]);

export const validVoucher = {
    name: 'Test voucher',
    code: 'POS-TEST',
    type: 'PERCENTAGE',
    discountValue: '10',
    isPublic: 'true',
    canBeWhitelisted: 'false',
    pointsRequired: '0',
    validityType: 'UNLIMITED',
};
