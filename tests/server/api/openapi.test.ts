import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDemoAnswers } from '../../../contract/client/demoAnswers.ts';
import { typesFile, typesOf } from '../../../contract/client/types.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

type Operation = {
    'x-access'?: string;
    responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe.each(backends)('OpenAPI document (%s)', backend => {
    let test: TestApp;
    let document: Document;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { seedDemo: true } });
        document = (await test.app.inject({ url: '/v1/i/openapi.json' })).json();
    });
    afterAll(() => test.close());

    it('is a valid OpenAPI 3.1 document, served to anyone', async () => {
        expect(document.openapi).toBe('3.1.0');
        const result = await new Validator().validate(document);
        expect(result.errors).toBeUndefined();
        expect(result.valid).toBe(true);
    });

    it('holds every route of the app with the access it declares', () => {
        const routes = test.app
            .routeAccess()
            .filter(route => route.method !== 'HEAD' && !route.url.startsWith('/docs'));
        expect(routes.length).toBeGreaterThan(15);
        for (const route of routes) {
            const path = route.url.replace(/:(\w+)/g, '{$1}');
            const operation = document.paths[path]?.[route.method.toLowerCase()];
            expect(operation, `${route.method} ${route.url}`).toBeDefined();
            expect(operation?.['x-access']).toBe(route.access);
        }
    });

    it('names the Idempotency-Key of the keyed writes and the X-Request-Id of every answer', () => {
        type Described = {
            parameters?: { name: string; in: string }[];
            responses: Record<string, { headers?: Record<string, unknown> }>;
        };
        const operation = (path: string, method: string) =>
            document.paths[path]?.[method] as unknown as Described;
        const keyed = operation('/v1/i/customers/{id}/points', 'post');
        expect(keyed.parameters).toContainEqual(
            expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })
        );
        expect(Object.keys(keyed.responses)).toEqual(expect.arrayContaining(['409', '422']));
        const unkeyed = operation('/v1/i/customers/{id}/points', 'get');
        expect(unkeyed.parameters?.some(parameter => parameter.name === 'Idempotency-Key')).toBe(
            false
        );
        for (const answer of Object.values(unkeyed.responses)) {
            expect(answer.headers).toHaveProperty('X-Request-Id');
        }
    });

    it('describes the demo answer of every GET route', async () => {
        const ajv = new Ajv2020({ strict: false, allErrors: true });
        addFormats.default(ajv);
        const answers = await readDemoAnswers(test.app, test.auth.authorization);
        const gets = Object.entries(document.paths).filter(
            ([path, item]) => item.get && path.startsWith('/v1/i/') && !path.endsWith('.csv')
        );
        expect(Object.keys(answers)).toHaveLength(gets.length);
        for (const [path, item] of gets) {
            const schema = item.get?.responses[200]?.content?.['application/json']?.schema;
            expect(schema, path).toBeDefined();
            const validate = ajv.compile(schema as object);
            const valid = validate(answers[`GET ${path}`]);
            expect(validate.errors, path).toBeNull();
            expect(valid).toBe(true);
        }
    });

    it('serves the reference page and its assets from the app, under the app CSP', async () => {
        const page = await test.app.inject({ url: '/docs' });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-security-policy']).toContain("script-src 'self'");
        // Laid out at the phone's width, not 980 px.
        expect(page.body).toContain(
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
        );
        const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map(match => match[1] as string);
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) {
            expect(script).toMatch(/^\/docs\/static\//);
            const asset = await test.app.inject({ url: script });
            expect(asset.statusCode, script).toBe(200);
        }
    });

    it('matches the committed client types (else run npm run generate:client)', async () => {
        expect(await typesOf(document)).toBe(await readFile(typesFile, 'utf8'));
    });
});
