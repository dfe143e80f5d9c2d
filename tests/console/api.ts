import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { EXTENSIONS_HEADER, extensionsAnswered } from '../../src/api/extensions';
import { setToken } from '../../src/api/http';
import { makeToken } from './token';

// msw server for provider contract tests and app-level component tests. Each test adds its handlers with
// `server.use(...)`; a call nobody handles fails the test.
export const server = setupServer();

/** The X-Extensions header of our server's session answers, naming `extensions`. */
export const extensionsHeader = (extensions: readonly string[]) => ({
    [EXTENSIONS_HEADER]: extensions.join(', '),
});

/**
 * The refresh route answering with a new token (both envelopes), or failing with 401. With `extensions` it
 * names them in the answer's header as our server does; without, it is the provider's own API (spec §7).
 */
export const refreshHandler = (
    token: string | null,
    seen: Request[] = [],
    extensions?: readonly string[]
) =>
    http.post('/v1/i/auth/token/refresh', ({ request }) => {
        seen.push(request.clone());
        const headers = extensions ? extensionsHeader(extensions) : undefined;
        return token
            ? HttpResponse.json({ token, data: { token } }, { headers })
            : HttpResponse.json({ message: 'Refresh token missing' }, { status: 401 });
    });

/** For a test that sets the token itself: the extensions a session answer would have named. */
export const offerExtensions = (extensions: readonly string[]) =>
    extensionsAnswered(extensions.join(', '));

/**
 * Starts msw for the file and resets the session and cookies around each test. Each test starts as after a
 * session answer of the provider's own API: no extensions, until a test offers some.
 */
export const setUpApi = () => {
    beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
    beforeEach(() => {
        setToken(null);
        offerExtensions([]);
    });
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

export { HttpResponse, http, makeToken };
