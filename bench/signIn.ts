import { createApiClient } from '../contract/client/index.ts';

/**
 * Signs in as the seeded admin through the typed client, as a merchant's own app would: the benchmarks'
 * set-up requests then follow the OpenAPI document. The load itself is sent by hand or by autocannon, so that
 * the client's own work stays out of the figures.
 */
export async function signIn(baseUrl: string, password: string) {
    const anonymous = createApiClient({ baseUrl });
    const { data, error, response } = await anonymous.POST('/v1/i/auth/login', {
        body: { username: 'admin', password },
    });
    if (!data) throw new Error(`sign-in refused (${response.status}): ${JSON.stringify(error)}`);
    return { token: data.token, api: createApiClient({ baseUrl, token: data.token }) };
}
