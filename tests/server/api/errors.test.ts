import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { seedOnFirstStart } from '../../../server/seed/firstStart.ts';
import { createTestDatabase, testConfig } from '../helpers.ts';

// One backend is enough here: nothing in this file depends on the database.
describe('errors, headers, limits and the console files', () => {
    let app: Awaited<ReturnType<typeof buildApp>>;
    let drop: () => Promise<void>;
    let auth: { authorization: string };
    const logLines: string[] = [];
    beforeAll(async () => {
        const database = await createTestDatabase('pglite');
        drop = database.drop;
        const consoleDirectory = await mkdtemp(path.join(tmpdir(), 'console-'));
        await writeFile(
            path.join(consoleDirectory, 'index.html'),
            '<!doctype html><title>console</title>'
        );
        await writeFile(path.join(consoleDirectory, 'app.js'), 'console.log(1)');
        await writeFile(path.join(consoleDirectory, 'app.js.map'), '{"sources":["secret.ts"]}');
        app = await buildApp({
            config: testConfig(database),
            logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
            consoleDirectory,
        });
        app.get('/v1/i/test-failure', { config: { access: 'public' } }, async () => {
            throw new Error('secret detail at /srv/app.ts:12');
        });
        await app.ready();
        // An access token names a session of a staff member who exists: the admin, as on a first start.
        await seedOnFirstStart(app.db, { ...testConfig(database), passwordCost: 10 }, app.log);
        auth = {
            authorization: `Bearer ${await app.signAccessToken({ id: '1', username: 'admin', role: 'admin' })}`,
        };
    });
    afterAll(async () => {
        await app?.close();
        await drop?.();
    });

    it('answers a 500 without any detail or stack trace', async () => {
        const response = await app.inject({ method: 'GET', url: '/v1/i/test-failure' });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
            message: 'Internal server error',
            code: 'internal',
            params: {},
        });
        const logged = logLines
            .map(line => JSON.parse(line))
            .find(entry => entry.msg === 'request failed');
        // The log names the request by the id its answer carries.
        expect(logged?.reqId).toBe(response.headers['x-request-id']);
        expect(logged?.err?.message).toContain('secret detail');
    });

    it('logs a client error at info with its request id, never as an error', async () => {
        const response = await app.inject({
            method: 'GET',
            url: '/v1/i/vouchers/abc',
            headers: auth,
        });
        expect(response.statusCode).toBe(400);
        const entries = logLines.map(line => JSON.parse(line));
        const refused = entries.find(
            entry => entry.msg === 'request refused' && entry.status === 400
        );
        expect(refused).toMatchObject({ level: 30, reqId: response.headers['x-request-id'] });
        expect(entries.filter(entry => entry.reqId === refused.reqId && entry.level >= 40)).toEqual(
            []
        );
    });

    it('answers JSON 404s under /v1 and /uploads', async () => {
        for (const url of ['/v1/i/nothing', '/v1/other', '/uploads/nothing.png']) {
            const response = await app.inject({ method: 'GET', url, headers: auth });
            expect(response.statusCode, url).toBe(404);
            expect(response.json()).toHaveProperty('message');
        }
    });

    it('serves the console and falls back to index.html for deep links', async () => {
        for (const url of ['/', '/voucher/123', '/customer/5/vouchers', '/login']) {
            const response = await app.inject({ method: 'GET', url });
            expect(response.statusCode, url).toBe(200);
            expect(response.body).toContain('<title>console</title>');
        }
        expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
        expect((await app.inject({ method: 'POST', url: '/voucher/123' })).statusCode).toBe(404);
    });

    it('never serves a source map', async () => {
        for (const url of ['/app.js.map', '/app.js.map?x=1', '/assets/missing.js.map']) {
            const response = await app.inject({ method: 'GET', url });
            expect(response.statusCode, url).toBe(404);
            expect(response.body).not.toContain('secret.ts');
        }
    });

    it("sends helmet's headers on every page and file, 404s included", async () => {
        const answers = [
            await app.inject({ method: 'GET', url: '/' }),
            await app.inject({ method: 'GET', url: '/health' }),
            await app.inject({ method: 'GET', url: '/v1/intro' }),
        ];
        // /v1/intro is not under /v1/i: a 404 as the console's files answer it.
        expect(answers.map(response => response.statusCode)).toEqual([200, 200, 404]);
        for (const response of answers) {
            const headers = response.headers;
            expect(headers['content-security-policy']).toBe(
                "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
                    "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
                    "script-src-attr 'none';style-src 'self' 'unsafe-inline'"
            );
            expect(headers).toMatchObject({
                'cross-origin-opener-policy': 'same-origin',
                'cross-origin-resource-policy': 'same-origin',
                'origin-agent-cluster': '?1',
                'referrer-policy': 'no-referrer',
                'x-content-type-options': 'nosniff',
                'x-dns-prefetch-control': 'off',
                'x-download-options': 'noopen',
                'x-frame-options': 'SAMEORIGIN',
                'x-permitted-cross-domain-policies': 'none',
                'x-xss-protection': '0',
            });
            expect(headers['cache-control']).not.toBe('no-store');
            // Sent only over HTTPS, by transportSecurity.
            expect(headers['strict-transport-security']).toBeUndefined();
        }
    });

    it("sends the API's headers, and only those, on every /v1/i answer: data, 404 and refusal alike", async () => {
        const answers = [
            await app.inject({ method: 'GET', url: '/v1/i/no-such-route' }),
            await app.inject({ method: 'GET', url: '/v1/i/vouchers' }),
            await app.inject({ method: 'GET', url: '/v1/i/vouchers?page=1' }),
            await app.inject({ method: 'GET', url: '/v1/i/openapi.json' }),
        ];
        expect(answers.map(response => response.statusCode)).toEqual([404, 401, 401, 200]);
        for (const response of answers) {
            const headers = response.headers;
            expect(headers).toMatchObject({
                'cache-control': 'no-store',
                'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
                'cross-origin-resource-policy': 'same-origin',
                'referrer-policy': 'no-referrer',
                'x-content-type-options': 'nosniff',
                'x-frame-options': 'DENY',
            });
            for (const documentOnly of [
                'origin-agent-cluster',
                'x-dns-prefetch-control',
                'x-xss-protection',
            ]) {
                expect(headers[documentOnly]).toBeUndefined();
            }
            expect(headers['strict-transport-security']).toBeUndefined();
        }
    });

    it('refuses oversized JSON, malformed JSON and unsupported content types', async () => {
        const users = Array.from({ length: 200_000 }, (_, index) => String(index + 1));
        const large = await app.inject({
            method: 'POST',
            url: '/v1/i/vouchers/1/users/assign',
            payload: { users },
            headers: auth,
        });
        expect(large.statusCode).toBe(413);
        const malformed = await app.inject({
            method: 'POST',
            url: '/v1/i/auth/login',
            payload: '{"username":',
            headers: { 'content-type': 'application/json' },
        });
        expect(malformed.statusCode).toBe(400);
        const xml = await app.inject({
            method: 'POST',
            url: '/v1/i/auth/login',
            payload: 'username=admin',
            headers: { 'content-type': 'text/plain' },
        });
        expect(xml.statusCode).toBe(415);
        for (const response of [large, malformed, xml]) {
            expect(response.json()).toHaveProperty('message');
        }
    });

    it('rejects numbers sent as strings, booleans or null in JSON bodies', async () => {
        for (const users of [[1], [true], [null], '1', null]) {
            const response = await app.inject({
                method: 'POST',
                url: '/v1/i/vouchers/1/users/assign',
                payload: { users },
                headers: auth,
            });
            expect(response.statusCode, JSON.stringify(users)).toBe(400);
            expect(response.json().errors).toBeTruthy();
        }
    });

    it('answers /health and /ready without a token', async () => {
        for (const [url, status] of [
            ['/health', 'ok'],
            ['/ready', 'ready'],
        ]) {
            const response = await app.inject({ method: 'GET', url });
            expect(response.statusCode, url).toBe(200);
            expect(response.json()).toEqual({ status });
        }
    });

    it('marks every /v1/i answer no-store, errors and 404s included', async () => {
        const answers = [
            await app.inject({ method: 'GET', url: '/v1/i/vouchers', headers: auth }),
            await app.inject({ method: 'GET', url: '/v1/i/vouchers' }),
            await app.inject({ method: 'GET', url: '/v1/i/nothing', headers: auth }),
            await app.inject({ method: 'GET', url: '/v1/i/vouchers/abc', headers: auth }),
            await app.inject({ method: 'POST', url: '/v1/i/auth/login', payload: {} }),
        ];
        expect(answers.map(answer => answer.statusCode)).toEqual([200, 401, 404, 400, 400]);
        for (const answer of answers) {
            expect(answer.headers['cache-control']).toBe('no-store');
        }
    });

    it('names every refusal with a code and params beside its English message and field map', async () => {
        const staffUsers = (payload: object) =>
            app.inject({ method: 'POST', url: '/v1/i/staff-users', payload, headers: auth });
        const person = { username: 'siti', name: 'Siti Aminah', role: 'marketer' };
        const weak = await staffUsers({ ...person, password: 'short' });
        expect(weak.statusCode).toBe(400);
        expect(weak.json()).toMatchObject({
            message: 'Password must be at least 8 characters',
            code: 'password_length',
            errors: {
                password: expect.stringContaining('Password must be at least 8 characters; '),
            },
            fieldCodes: { password: { code: 'password_length', params: {} } },
        });
        const taken = await staffUsers({
            ...person,
            username: 'admin',
            password: 'Nasi-Lemak#2026',
        });
        expect(taken.statusCode).toBe(409);
        expect(taken.json()).toEqual({
            message: 'This username is already taken',
            code: 'username_taken',
            params: {},
            errors: { username: 'This username is already taken' },
            fieldCodes: { username: { code: 'username_taken', params: {} } },
        });
        const blank = await staffUsers({
            ...person,
            name: ' ',
            role: 'chef',
            password: 'x',
            extra: 1,
        });
        expect(blank.statusCode).toBe(400);
        expect(blank.json()).toMatchObject({
            message: 'name: Name is required',
            code: 'name_required',
            params: { field: 'name', minimum: 1 },
            fieldCodes: {
                extra: { code: 'unknown_field', params: {} },
                name: { code: 'name_required', params: { minimum: 1 } },
                role: { code: 'field_choice', params: {} },
            },
        });
    });

    it('gives a message with numbers in it a code whose params hold them', async () => {
        const { codeOf } = await import('../../../server/plugins/errorCodes.ts');
        expect(codeOf('This voucher has no copies left (5 of 5 issued)')).toEqual({
            code: 'no_copies_left',
            params: { issued: '5', limit: '5' },
        });
        expect(
            codeOf('Customers 4, 9 have fewer than 30 points, the cost of this voucher')
        ).toEqual({
            code: 'points_short_customers',
            params: { ids: '4, 9', cost: '30' },
        });
        expect(codeOf('Something new')).toBeUndefined();
    });
});
