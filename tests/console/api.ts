import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { AccessTokenClaims } from '../../contract';
import { setToken } from '../../src/api/http';

// msw server for provider contract tests and app-level component tests. Each test adds its handlers with
// `server.use(...)`; a call nobody handles fails the test. One handler stays for every test: the
// provider's own API has no extensions call (spec §7), so it answers 404 unless a test says otherwise.
export const server = setupServer(
    http.get('/v1/i/extensions', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }))
);

const base64url = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token whose claims jwt-decode can read; the signature is never checked on the client. */
export const makeToken = (claims: Partial<AccessTokenClaims> = {}) =>
    `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
        sub: 'staff-1',
        username: 'admin',
        role: 'admin',
        iat: 1_700_000_000,
        exp: 4_000_000_000,
        ...claims,
    })}.signature`;

/** The refresh route answering with a new token (both envelopes), or failing with 401. */
export const refreshHandler = (token: string | null, seen: Request[] = []) =>
    http.post('/v1/i/auth/token/refresh', ({ request }) => {
        seen.push(request.clone());
        return token
            ? HttpResponse.json({ token, data: { token } })
            : HttpResponse.json({ message: 'Refresh token missing' }, { status: 401 });
    });

/** Starts msw for the file and resets the session and cookies around each test. */
export const setUpApi = () => {
    beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
    beforeEach(() => setToken(null));
    afterEach(() => {
        server.resetHandlers();
        setToken(null);
        setXsrfCookie(null);
    });
    afterAll(() => server.close());
};

/** Sets (or with null removes) the anti-forgery cookie that the server would set. */
export const setXsrfCookie = (value: string | null) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the tests play the server's part in setting the cookie.
    document.cookie =
        value === null
            ? 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
            : `XSRF-TOKEN=${encodeURIComponent(value)}`;
};

export { HttpResponse, http };
