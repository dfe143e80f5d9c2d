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

/** Signs in through POST /v1/i/auth/login and answers the access token with a client that sends it. */
export async function signIn(options: {
    baseUrl: string;
    username: string;
    password: string;
    fetch?: (request: Request) => Promise<Response>;
}) {
    const { baseUrl, username, password, fetch } = options;
    const anonymous = createApiClient({ baseUrl, fetch });
    const { data, error, response } = await anonymous.POST('/v1/i/auth/login', {
        body: { username, password },
    });
    if (!data) throw new Error(`Login refused (${response.status}): ${JSON.stringify(error)}`);
    return { token: data.token, api: createApiClient({ baseUrl, token: data.token, fetch }) };
}
