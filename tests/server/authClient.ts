import type { FastifyInstance } from 'fastify';
import { apiFor } from './helpers.ts';

// Signing in, refreshing and logging out through the typed client on app.inject, with the cookies a browser
// would keep.
export type Cookies = Record<string, string>;

/** The cookies an answer sets, as the raw name=value pairs a browser sends back. */
export function cookiesOf({ response }: { response: Response }): Cookies {
    return Object.fromEntries(
        response.headers.getSetCookie().map(line => {
            const [pair = ''] = line.split(';');
            const equals = pair.indexOf('=');
            return [pair.slice(0, equals), pair.slice(equals + 1)];
        })
    );
}

const cookieHeader = (cookies: Cookies) =>
    Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');

export function authClient(app: FastifyInstance) {
    const anonymous = apiFor(app);
    // Refresh and logout take no body: the session is in the cookie, the XSRF token in the header.
    const withSession = (cookies: Cookies) => ({
        headers: { cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
    });
    return {
        login: (username: string, password: string, remoteAddress = '127.0.0.1') =>
            apiFor(app, undefined, { remoteAddress }).POST('/v1/i/auth/login', {
                body: { username, password },
            }),
        refresh: (cookies: Cookies) =>
            anonymous.POST('/v1/i/auth/token/refresh', withSession(cookies)),
        logout: (cookies: Cookies) => anonymous.POST('/v1/i/auth/logout', withSession(cookies)),
        vouchers: (token: string, scheme = 'Bearer') =>
            anonymous.GET('/v1/i/vouchers', { headers: { authorization: `${scheme} ${token}` } }),
    };
}
