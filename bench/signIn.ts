import { signIn as signInTo } from '../contract/client/index.ts';

/**
 * Signs in as the seeded admin through the typed client, as a merchant's own app would: the benchmarks'
 * set-up requests then follow the OpenAPI document. The load itself is sent by hand or by autocannon, so that
 * the client's own work stays out of the figures.
 */
export const signIn = (baseUrl: string, password: string) =>
    signInTo({ baseUrl, username: 'admin', password });
