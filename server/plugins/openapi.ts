import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { documentInfo, finishDocument, securitySchemes } from '../lib/openapiDocument.ts';
import { describeRoute } from '../lib/openapiRoute.ts';

/** Answers of the demo data set, one per GET route, captured by `npm run generate:client`. */
const examples = JSON.parse(
    readFileSync(new URL('../../contract/openapi/examples.json', import.meta.url), 'utf8')
) as Record<string, unknown>;

const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/**
 * The OpenAPI 3.1 document of every route, generated from the routes' zod schemas (z.toJSONSchema in
 * describeRoute), at GET /v1/i/openapi.json, and its reference page at /docs. Registered before the routes so
 * that @fastify/swagger sees them. The zod type provider package is not used: the app keeps its own validator
 * and serializer (server/lib/zodProvider.ts, with the shared-answer cache), and only the document needs JSON
 * Schema, which zod 4 writes itself.
 */
export default fp(
    async app => {
        await app.register(swagger, {
            openapi: {
                openapi: '3.1.0',
                info: documentInfo,
                components: { securitySchemes },
            },
            transform: ({ route, url }) => ({
                schema: describeRoute(route as RouteOptions, url, examples),
                url,
            }),
            transformObject: document =>
                'openapiObject' in document
                    ? finishDocument(document.openapiObject)
                    : document.swaggerObject,
        });
        app.get(
            '/v1/i/openapi.json',
            {
                config: { access: 'public' },
                schema: { response: { 200: z.looseObject({ openapi: z.string() }) } },
            },
            () => app.swagger()
        );
        // Its own scope, so that the public access reaches only the page's routes (as console-files does).
        await app.register(async docs => {
            docs.addHook('onRoute', route => {
                route.config = { ...route.config, access: 'public' };
            });
            // Every asset is served from the package (and the online validator badge is off by default), so the
            // page works offline under the app's CSP: script-src 'self', no inline script.
            // The package's page has no viewport meta, so a phone would lay it out 980 px wide: add one.
            docs.addHook('onSend', async (_request, reply, payload) => {
                const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
                return html && typeof payload === 'string'
                    ? payload.replace('<meta charset="UTF-8">', `<meta charset="UTF-8">${viewport}`)
                    : payload;
            });
            await docs.register(swaggerUi, { routePrefix: '/docs' });
        });
    },
    { name: 'openapi', dependencies: ['permissions'] }
);
