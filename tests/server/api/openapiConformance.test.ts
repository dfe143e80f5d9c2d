import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, codeOfStatus } from '../../../server/plugins/errorCodes.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';
import { type Call, validCalls } from '../openapiCalls.ts';

type Answer = { content?: Record<string, { schema: object; example?: unknown }> };
type Operation = {
    operationId: string;
    security?: Record<string, string[]>[];
    requestBody?: unknown;
    responses: Record<string, Answer>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

/** Where an answer breaks the document: a status it does not list, or a body off the status's schema. */
function breaches(operation: Operation, reply: LightMyRequestResponse): string[] {
    const status = String(reply.statusCode);
    const answer =
        operation.responses[status] ??
        (reply.statusCode >= 500 ? operation.responses.default : undefined);
    if (!answer) return [`status ${status} is not documented (${reply.body.slice(0, 200)})`];
    const type = String(reply.headers['content-type'] ?? '').split(';')[0] ?? '';
    if (!answer.content)
        return reply.body === '' ? [] : [`status ${status} has an undocumented body`];
    const media = answer.content[type];
    if (!media) return [`content type ${type} is not documented for ${status}`];
    if (type !== 'application/json') return [];
    const validate = ajv.compile(media.schema);
    return validate(reply.json())
        ? []
        : [`body of ${status} off its schema: ${ajv.errorsText(validate.errors)}`];
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

describe.each(backends)('every operation answers as its OpenAPI document says (%s)', backend => {
    let test: TestApp;
    let document: Document;
    let calls: ReturnType<typeof validCalls>;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { seedDemo: true } });
        document = (await test.app.inject({ url: '/v1/i/openapi.json' })).json();
        calls = validCalls(test);
    });
    afterAll(() => test.close());

    const operations = () =>
        Object.entries(document.paths).flatMap(([path, item]) =>
            Object.entries(item).map(([method, operation]) => ({ path, method, operation }))
        );

    it('has a valid request for every operation, and each answers a documented success', async () => {
        const missing = operations()
            .map(({ operation }) => operation.operationId)
            .filter(id => !calls[id]);
        expect(missing, 'operations without a valid request in openapiCalls.ts').toEqual([]);
        for (const { path, method, operation } of operations()) {
            const call = await (calls[operation.operationId] as () => Promise<Call>)();
            expect(call.method.toLowerCase(), path).toBe(method);
            const reply = await test.app.inject(call);
            const name = `${operation.operationId} ${call.url}`;
            expect(reply.statusCode, `${name}: ${reply.body.slice(0, 300)}`).toBeLessThan(400);
            expect(breaches(operation, reply), name).toEqual([]);
        }
    }, 120_000);

    it('refuses each operation without its token, or with a bad value, as documented', async () => {
        for (const { operation } of operations()) {
            const call = await (calls[operation.operationId] as () => Promise<Call>)();
            const name = operation.operationId;
            // Every route checks its query for a NUL character before anything else reads it.
            const bad = await test.app.inject({ ...call, url: withQuery(call.url, 'q=%00') });
            expect(bad.statusCode, name).toBe(400);
            expect(breaches(operation, bad), name).toEqual([]);
            if (operation.security?.some(requirement => 'bearer' in requirement)) {
                const { authorization: _, ...headers } = call.headers ?? {};
                const anonymous = await test.app.inject({ ...call, headers });
                expect(anonymous.statusCode, name).toBe(401);
                expect(breaches(operation, anonymous), name).toEqual([]);
            }
            if (operation.requestBody) {
                const headers = { ...call.headers, 'content-type': 'text/plain' };
                const wrongType = await test.app.inject({ ...call, headers, payload: 'text' });
                expect(wrongType.statusCode, name).toBe(415);
                expect(breaches(operation, wrongType), name).toEqual([]);
            }
        }
    }, 120_000);

    it('refuses the list values the document refuses, and takes the letter case it allows', async () => {
        const list = (query: string) =>
            test.app.inject({
                url: `/v1/i/customers?${query}`,
                headers: { authorization: test.auth.authorization },
            });
        for (const query of ['order=sideways', 'status=lost', 'perPage=1001', 'page=0']) {
            expect((await list(query)).statusCode, query).toBe(400);
        }
        for (const query of [
            'order=ASC',
            'order=desc',
            'status=Active',
            'status=',
            'perPage=1000',
        ]) {
            expect((await list(query)).statusCode, query).toBe(200);
        }
        const perPage = document.paths['/v1/i/customers']?.get as unknown as {
            parameters: { name: string; schema: { maximum?: number; type?: string } }[];
        };
        expect(
            perPage.parameters.find(parameter => parameter.name === 'perPage')?.schema
        ).toMatchObject({ type: 'integer', maximum: 1000 });
    });

    it("gives each documented error an example with the server's own code for its message", () => {
        for (const { operation } of operations()) {
            for (const [status, answer] of Object.entries(operation.responses)) {
                const example = answer.content?.['application/json']?.example as
                    | { message?: string; code?: string }
                    | undefined;
                if (status.startsWith('2') || !example?.code) continue;
                const expected =
                    codeOf(example.message ?? '')?.code ??
                    codeOfStatus(status === 'default' ? 500 : Number(status));
                // A 400 from a schema names its first field's code.
                if (status !== '400')
                    expect(example.code, `${operation.operationId} ${status}`).toBe(expected);
                const validate = ajv.compile(answer.content?.['application/json']?.schema ?? {});
                expect(validate(example), `${operation.operationId} ${status}`).toBe(true);
            }
        }
    });
});
