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
 * What every answer of the JSON API carries (the OWASP REST Security Cheat Sheet's set): no cache may keep
 * staff data or sessions, nothing in it may load or be framed, nor be read cross-origin or sniffed as another
 * type. helmet's other headers (a page's CSP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * ...) govern documents, and the API answers none: JSON, CSV downloads and the OpenAPI document. Sending them
 * costs 6% of the detail route's throughput (docs/performance.md).
 */
export const apiHeaders: Readonly<Record<string, string>> = {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
};

export interface SecurityHeadersOptions {
    /** helmet's options for the pages and files (the console, /docs, uploads). */
    helmet: HelmetOptions;
    /** Where the API's answers start (their 404s and errors included): `/v1/i`. */
    apiPrefix: string;
}

const isUnder = (url: string, prefix: string) =>
    url.startsWith(prefix) &&
    (url.length === prefix.length || '/?'.includes(url[prefix.length] ?? ''));

/**
 * Security headers on every answer, errors and 404s included: the API's set under `apiPrefix`, helmet's
 * everywhere else, computed once: @fastify/helmet builds helmet's whole middleware anew on every request (its CSP
 * parsed again each time), 40% of a bare route's throughput, where headers computed once cost 10%
 * (docs/performance.md).
 */
export default fp<SecurityHeadersOptions>(
    async (app, options) => {
        const pageHeaders = helmetHeaders(options.helmet);
        app.addHook('onRequest', (request, reply, done) => {
            reply.headers(isUnder(request.url, options.apiPrefix) ? apiHeaders : pageHeaders);
            done();
        });
    },
    { name: 'security-headers' }
);
