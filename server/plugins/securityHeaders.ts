import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets, asked of helmet once: with no nonce and no directive computed per request they are
 * the same on every answer.
 */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
    const headers: Record<string, string> = {};
    const response = {
        setHeader: (name: string, value: string) => {
            headers[name.toLowerCase()] = value;
        },
        removeHeader: () => {},
    };
    helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, error => {
        if (error) throw error;
    });
    return headers;
}

/**
 * helmet's security headers on every answer, errors and 404s included. @fastify/helmet built helmet's whole
 * middleware anew on every request (its CSP parsed again each time): 40% of a bare route's throughput, where
 * headers computed once cost 10% (docs/performance.md, 2026-11-25).
 */
export default fp<{ helmet: HelmetOptions }>(
    async (app, options) => {
        const headers = helmetHeaders(options.helmet);
        app.addHook('onRequest', (_request, reply, done) => {
            reply.headers(headers);
            done();
        });
    },
    { name: 'security-headers' }
);
