import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEveryOperation as callWithHeyApi } from '../../clients/heyApiCalls.ts';
import { callEveryOperation as callWithOpenapiFetch } from '../../clients/openapiFetchCalls.ts';
import {
    type OpenApiDocument,
    operationOf,
    type Recorded,
    recordingFetch,
    routesOf,
} from '../../clients/operations.ts';
import { adminPassword, backends, createTestApp, type TestApp } from '../helpers.ts';
import { deliveredToAdmin } from '../openapiCalls.ts';
import { freePort, node } from '../serverProcess.ts';

// The two clients an integrator would generate from GET /v1/i/openapi.json (openapi-typescript with
// openapi-fetch, and @hey-api/openapi-ts), each driven by a script that calls every operation as docs/api.md
// describes. `tsc` checks the scripts against the generated types; this test runs them against a listening
// server and checks that every operation was called and answered only statuses the document lists for it.

const scripts = { 'openapi-fetch': callWithOpenapiFetch, '@hey-api/openapi-ts': callWithHeyApi };

describe.each(backends)('the generated clients on %s', backend => {
    let test: TestApp;
    let baseUrl: string;
    let document: OpenApiDocument;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { seedDemo: true } });
        baseUrl = await test.app.listen({ host: '127.0.0.1', port: await freePort() });
        document = (await test.app.inject({ url: '/v1/i/openapi.json' })).json();
    }, 120_000);
    afterAll(() => test?.close());

    it.each(Object.entries(scripts))(
        'the %s script calls every operation, each answering a status the document lists',
        async (_client, callEveryOperation) => {
            const recorded: Recorded[] = [];
            await callEveryOperation({
                baseUrl,
                username: 'admin',
                password: adminPassword,
                fetch: recordingFetch(recorded),
                ownDelivery: async () => {
                    const deliveryId = await deliveredToAdmin(test);
                    const link = test.app.notificationTracking.openUrl(deliveryId);
                    return { deliveryId, trackingToken: link.split('/').at(-2) ?? '' };
                },
            });
            const routes = routesOf(document);
            const unlisted: string[] = [];
            const called = new Set<string>();
            for (const { method, pathname, status } of recorded) {
                const operation = operationOf(routes, method, pathname);
                if (!operation) {
                    unlisted.push(`${method} ${pathname}: no operation`);
                    continue;
                }
                called.add(operation.operationId);
                if (!(String(status) in operation.responses))
                    unlisted.push(`${operation.operationId} answered ${status}`);
            }
            expect(unlisted).toEqual([]);
            const uncalled = routes
                .map(route => route.operation.operationId)
                .filter(operationId => !called.has(operationId));
            expect(uncalled).toEqual([]);
        },
        60_000
    );
});

describe('the committed hey-api SDK', () => {
    it('is what the generator writes from the document now (else run npm run generate:clients)', async () => {
        const committed = path.join(import.meta.dirname, '..', '..', 'clients', 'heyApi');
        const fresh = await mkdtemp(path.join(tmpdir(), 'hey-api-'));
        try {
            await new Promise<void>((resolve, reject) => {
                const generator = spawn(node, [path.join(committed, '..', 'generate.ts'), fresh], {
                    stdio: ['ignore', 'ignore', 'inherit'],
                });
                generator.once('error', reject);
                generator.once('exit', code =>
                    code === 0 ? resolve() : reject(new Error(`generator exited with ${code}`))
                );
            });
            const files = await readdir(fresh, { recursive: true, withFileTypes: true });
            const names = files
                .filter(file => file.isFile())
                .map(file => path.relative(fresh, path.join(file.parentPath, file.name)))
                .sort();
            const committedFiles = await readdir(committed, {
                recursive: true,
                withFileTypes: true,
            });
            expect(
                committedFiles
                    .filter(file => file.isFile())
                    .map(file => path.relative(committed, path.join(file.parentPath, file.name)))
                    .sort()
            ).toEqual(names);
            for (const name of names) {
                expect(await readFile(path.join(committed, name), 'utf8'), name).toBe(
                    await readFile(path.join(fresh, name), 'utf8')
                );
            }
        } finally {
            await rm(fresh, { recursive: true, force: true });
        }
    }, 60_000);
});
