import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApiClient } from '../../contract/client/index.ts';
import type { StaffRole } from '../../contract/index.ts';
import { defaultPermissions } from '../../contract/permissions.ts';
import { type AppOptions, buildApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { insertCustomers } from '../../server/seed/customers.ts';
import { seedOnFirstStart } from '../../server/seed/firstStart.ts';
import { injectFetch } from './injectFetch.ts';
import { copyTemplate, templateDump } from './pgliteTemplate.ts';
import { postgresTemplateVariable, urlOf, withServerDatabase } from './postgresTemplate.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as in CI). */
export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const adminPassword = 'admin-password-1';
export const jwtSecret = 'test-secret-that-is-at-least-32-characters-long';

/**
 * A private database for one test file: a temporary DATA_DIR for PGlite, or a database created next to
 * DATABASE_URL's (CI gives one database and vitest runs files in parallel, so each file makes its own). A copy
 * of the run's migrated template (pgliteTemplate.ts, postgresTemplate.ts), in which the app finds no migration
 * left, as on any restart; with `migrated: false` an empty one, for a test of a first start. `inMemory`: a
 * PGlite copy in memory, for one app that never reopens it (nothing of it is on disk under DATA_DIR).
 */
export async function createTestDatabase(
    backend: Backend,
    { migrated = true, inMemory = false } = {}
) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-test-'));
    if (backend === 'pglite') {
        const embeddedFrom = migrated && inMemory ? templateDump() : undefined;
        if (migrated && !embeddedFrom) await copyTemplate(dataDir);
        return {
            dataDir,
            databaseUrl: undefined,
            embeddedFrom,
            drop: () => rm(dataDir, { recursive: true, force: true }),
        };
    }
    const name = `test_${randomBytes(6).toString('hex')}`;
    const template = migrated ? process.env[postgresTemplateVariable] : undefined;
    await withServerDatabase(client =>
        client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE "${template}"` : ''}`)
    );
    return {
        dataDir,
        databaseUrl: urlOf(name),
        embeddedFrom: undefined,
        drop: async () => {
            await withServerDatabase(client =>
                client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
            );
            await rm(dataDir, { recursive: true, force: true });
        },
    };
}

export function testConfig(
    database: { dataDir: string; databaseUrl: string | undefined; embeddedFrom?: string },
    overrides: Partial<Config> = {}
): Config {
    return {
        port: 0,
        host: '127.0.0.1',
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        embeddedFrom: database.embeddedFrom,
        adminPassword,
        seedDemo: false,
        jwtSecret,
        logLevel: 'silent',
        // Only the notification tests run the workers (they ask for them).
        notificationWorkers: false,
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
    // One app on its database, closed with it: the PGlite one can live in memory (pgliteTemplate.ts).
    const database = await createTestDatabase(backend, { inMemory: true });
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
        /** The typed client, signed in as the seeded admin. */
        api: apiFor(app, adminToken),
        /** Authorization header of the seeded admin. */
        auth: { authorization: `Bearer ${adminToken}` },
        close: async () => {
            await app.close();
            await database.drop();
        },
    };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Inserts one customer (active, no points, no vouchers) and answers its id. */
export async function insertOneCustomer(test: TestApp): Promise<number> {
    await insertCustomers(test.app.db, 1, 0, 0);
    const row = await test.app.db
        .selectFrom('customers')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    return row.id;
}

/**
 * The typed client of the OpenAPI document (contract/client), answered by `app.inject`: the tests' requests
 * and answers are then checked against the document by the compiler.
 */
export function apiFor(
    app: FastifyInstance,
    token?: string,
    options: { remoteAddress?: string } = {}
) {
    return createApiClient({
        baseUrl: 'http://test.invalid',
        token,
        fetch: injectFetch(app, options.remoteAddress),
    });
}

export type Api = ReturnType<typeof apiFor>;

/** The body of a success answer of the typed client; a failure stops the test with the error answer. */
export function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
    if (result.data === undefined) {
        throw new Error(`${result.response.status}: ${JSON.stringify(result.error)}`);
    }
    return result.data;
}

type UploadedFile = { bytes: Uint8Array; name: string; type: string };

function formData(fields: Record<string, unknown>, file?: UploadedFile) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    if (file)
        form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return form;
}

/**
 * openapi-fetch's `bodySerializer` for a multipart route: the document types the text fields, the file part
 * rides beside them (the platform's FormData encoder writes the boundary).
 */
export const formWith = (file?: UploadedFile) => (fields: Record<string, unknown>) =>
    formData(fields, file);

/** A multipart body for app.inject, for the tests that send requests by hand. */
export async function multipart(fields: Record<string, string>, file?: UploadedFile) {
    const request = new Request('http://test.invalid', {
        method: 'POST',
        body: formData(fields, file),
    });
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
export const jpegBytes = Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCXADS2v//Z',
    'base64'
);

export const validVoucher = {
    name: 'Test voucher',
    code: 'POS-TEST',
    type: 'PERCENTAGE',
    discountValue: '10',
    isPublic: 'true',
    canBeWhitelisted: 'false',
    pointsRequired: '0',
    validityType: 'UNLIMITED',
} as const;
