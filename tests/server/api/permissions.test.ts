import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../../contract/permissions.ts';
import { buildApp } from '../../../server/app.ts';
import {
    apiFor,
    createTestApp,
    createTestDatabase,
    formWith,
    type TestApp,
    testConfig,
    validVoucher,
} from '../helpers.ts';

/** Every API route with the access it must declare; HEAD routes mirror their GET. */
const expected: Record<string, RouteAccess> = {
    'POST /v1/i/auth/login': 'public',
    'POST /v1/i/auth/token/refresh': 'public',
    'POST /v1/i/auth/logout': 'public',
    'GET /uploads/:name': 'public',
    'GET /health': 'public',
    'GET /ready': 'public',
    'GET /v1/i/vouchers': 'read',
    'GET /v1/i/vouchers/:id': 'read',
    'POST /v1/i/vouchers': 'vouchers:write',
    'PATCH /v1/i/vouchers/:id': 'vouchers:write',
    'DELETE /v1/i/vouchers/:id': 'vouchers:write',
    'POST /v1/i/vouchers/:voucherId/users/assign': 'customers:write',
    'DELETE /v1/i/vouchers/redeemed/:customerVoucherId/users/:customerId': 'customers:write',
    'GET /v1/i/advertisement': 'read',
    'GET /v1/i/advertisement/:id': 'read',
    'POST /v1/i/advertisement': 'advertisements:write',
    'PATCH /v1/i/advertisement': 'advertisements:write',
    'DELETE /v1/i/advertisement/:id': 'advertisements:write',
    'GET /v1/i/customers': 'read',
    'GET /v1/i/customers/:id': 'read',
    'GET /v1/i/customer/:id': 'read',
    'GET /v1/i/customers/:id/vouchers': 'read',
    'GET /v1/i/audit-log': 'users:write',
    'GET /v1/i/extensions': 'read',
    'GET /v1/i/openapi.json': 'public',
    // The API reference page of @fastify/swagger-ui.
    'GET /docs/': 'public',
    'GET /docs/json': 'public',
    'GET /docs/yaml': 'public',
    'GET /docs/static/index.html': 'public',
    'GET /docs/static/swagger-initializer.js': 'public',
    'GET /v1/i/staff-users': 'read',
    'GET /v1/i/staff-users/:id': 'read',
    'POST /v1/i/staff-users': 'users:write',
    'PATCH /v1/i/staff-users/:id': 'users:write',
    'DELETE /v1/i/staff-users/:id': 'users:write',
    'POST /v1/i/staff-users/:id/password': 'users:write',
    'POST /v1/i/auth/password': 'read',
    // Extensions customer-writes and points-ledger.
    'PATCH /v1/i/customer/:id': 'customers:write',
    'DELETE /v1/i/customer/:id': 'customers:write',
    'GET /v1/i/customers/:id/assignable-vouchers': 'read',
    'GET /v1/i/customers/:id/points': 'read',
    'GET /v1/i/customers/:id/transactions': 'read',
    'POST /v1/i/customers/:id/points': 'customers:write',
    'POST /v1/i/customers/:id/points/:entryId/reverse': 'customers:write',
    'GET /v1/i/notifications': 'read',
    'GET /v1/i/notifications/:id': 'read',
    'POST /v1/i/notifications': 'notifications:write',
    'PATCH /v1/i/notifications/:id': 'notifications:write',
    'DELETE /v1/i/notifications/:id': 'notifications:write',
    'POST /v1/i/notifications/:id/send': 'notifications:write',
    'POST /v1/i/notifications/:id/schedule': 'notifications:write',
    'POST /v1/i/notifications/:id/unschedule': 'notifications:write',
    'GET /v1/i/notifications/:id/deliveries': 'read',
    'GET /v1/i/customers/:id/inbox': 'read',
    'GET /v1/i/inbox': 'read',
    'POST /v1/i/inbox/:deliveryId/view': 'read',
    'POST /v1/i/inbox/:deliveryId/click': 'read',
    'GET /v1/t/:token/open': 'public',
    'GET /v1/t/:token/click': 'public',
    // The Setting screen and one's own profile.
    'GET /v1/i/settings': 'settings:write',
    'PATCH /v1/i/auth/profile': 'read',
    // The dashboard and the CSV exports, each with the access of the list it exports.
    'GET /v1/i/dashboard': 'read',
    'GET /v1/i/customers/export.csv': 'read',
    'GET /v1/i/customers/:id/vouchers/export.csv': 'read',
    'GET /v1/i/staff-users/export.csv': 'read',
    'GET /v1/i/audit-log/export.csv': 'users:write',
    'GET /v1/i/customers/:id/points/export.csv': 'read',
    'GET /v1/i/customers/:id/transactions/export.csv': 'read',
    'GET /v1/i/notifications/export.csv': 'read',
};

describe('the permission seam', () => {
    let test: TestApp;
    beforeAll(async () => {
        const consoleDirectory = await mkdtemp(path.join(tmpdir(), 'console-'));
        await writeFile(
            path.join(consoleDirectory, 'index.html'),
            '<!doctype html><title>c</title>'
        );
        await writeFile(path.join(consoleDirectory, 'app.js'), 'console.log(1)');
        test = await createTestApp('pglite', { consoleDirectory });
    });
    afterAll(() => test?.close());

    it('knows the access of every route, the console files included', () => {
        const routes = test.app.routeAccess();
        expect(routes.filter(route => !route.access)).toEqual([]);
        const declared = Object.fromEntries(
            routes
                .filter(route => route.method !== 'HEAD' && !route.method.includes(','))
                .map(route => [`${route.method} ${route.url}`, route.access])
        );
        expect(declared).toEqual(expected);
        for (const route of routes.filter(route => route.method === 'HEAD')) {
            // The reference page's prefix route shows its GET once, as /docs/, and its HEAD as /docs and /docs/.
            const get = expected[`GET ${route.url}`] ?? expected[`GET ${route.url}/`];
            expect(route.access, route.url).toBe(get);
        }
        const files = routes.filter(route => route.method.includes(','));
        expect(files.map(route => [route.url, route.access]).sort()).toEqual([
            ['/app.js', 'public'],
            ['/docs/static/*', 'public'],
            ['/index.html', 'public'],
        ]);
    });

    it('refuses a write to a signed-in staff member without its permission', async () => {
        const analyst = apiFor(test.app, await test.tokenFor('analyst', '3'));
        const refused = await analyst.POST('/v1/i/vouchers', {
            body: validVoucher,
            bodySerializer: formWith(),
        });
        expect(refused.response.status).toBe(403);
        expect(refused.error).toEqual({
            message: 'You do not have permission to do this',
            code: 'forbidden',
            params: {},
        });
        const list = await analyst.GET('/v1/i/vouchers');
        expect(list.response.status).toBe(200);
        expect(list.data?.data.vouchers).toEqual([]);
        // Without a token and without a body: refused before the body would be read.
        const anonymous = await test.app.inject({ method: 'POST', url: '/v1/i/vouchers' });
        expect(anonymous.statusCode).toBe(401);
    });
});

describe('a route without a declared access', () => {
    it('keeps the app from starting', async () => {
        const database = await createTestDatabase('pglite');
        const app = await buildApp({ config: testConfig(database), logger: false });
        app.get('/v1/i/undeclared', async () => ({}));
        await expect(app.ready()).rejects.toThrow(
            'Routes without a declared access (config.access): GET /v1/i/undeclared'
        );
        await app.close();
        await database.drop();
    });
});
