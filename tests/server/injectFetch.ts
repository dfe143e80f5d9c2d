import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that answers through `app.inject`, so the typed client (contract/client) runs against an app in the
 * test's own process: no port, no network. The body passes through as bytes, a multipart one with its boundary.
 * `remoteAddress` stands in for the caller's address, which a Request cannot carry.
 */
export function injectFetch(app: FastifyInstance, remoteAddress = '127.0.0.1') {
    return async (request: Request): Promise<Response> => {
        const url = new URL(request.url);
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const answer = await app.inject({
            method: request.method as 'GET',
            url: `${url.pathname}${url.search}`,
            headers: Object.fromEntries(request.headers),
            payload: hasBody ? Buffer.from(await request.arrayBuffer()) : undefined,
            remoteAddress,
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
            for (const each of [value ?? []].flat()) headers.append(name, String(each));
        }
        // A Response refuses a body with these statuses.
        const empty = [204, 205, 304].includes(answer.statusCode) || request.method === 'HEAD';
        return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
            status: answer.statusCode,
            headers,
        });
    };
}
