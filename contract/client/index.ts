import createClient from 'openapi-fetch';
import type { paths } from './schema.d.ts';

export type { paths };

/**
 * A client typed by the OpenAPI document (paths, parameters, bodies and answers), for the merchant's own
 * apps and our tests. `fetch` lets a test route it past a request mock.
 */
export function createApiClient(options: {
    baseUrl: string;
    token?: string;
    fetch?: (request: Request) => Promise<Response>;
}) {
    return createClient<paths>({
        baseUrl: options.baseUrl,
        fetch: options.fetch,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
}
