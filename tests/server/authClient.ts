import type { TestApp } from './helpers.ts';

// Signing in, refreshing and logging out through app.inject, with the cookies a browser would keep.
export type Cookies = Record<string, string>;

export function cookiesOf(response: { cookies: { name: string; value: string }[] }): Cookies {
    return Object.fromEntries(response.cookies.map(cookie => [cookie.name, cookie.value]));
}

const cookieHeader = (cookies: Cookies) =>
    Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');

export function authClient(app: TestApp['app']) {
    return {
        login: (username: string, password: string, remoteAddress = '127.0.0.1') =>
            app.inject({
                method: 'POST',
                url: '/v1/i/auth/login',
                payload: { username, password },
                remoteAddress,
            }),
        refresh: (cookies: Cookies) =>
            app.inject({
                method: 'POST',
                url: '/v1/i/auth/token/refresh',
                headers: {
                    cookie: cookieHeader(cookies),
                    'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '',
                },
            }),
        logout: (cookies: Cookies) =>
            app.inject({
                method: 'POST',
                url: '/v1/i/auth/logout',
                headers: {
                    cookie: cookieHeader(cookies),
                    'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '',
                },
            }),
        vouchers: (token: string, scheme = 'Bearer') =>
            app.inject({ url: '/v1/i/vouchers', headers: { authorization: `${scheme} ${token}` } }),
    };
}
