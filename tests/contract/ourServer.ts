import { bypass, HttpResponse, http } from 'msw';
import { signIn } from '../../contract/client/index.ts';
import { setXsrfCookie } from '../console/api.ts';

/** One call forwarded and its answer, as the provider sent it. */
export interface Exchange {
    method: string;
    /** The path and query string. */
    url: URL;
    status: number;
    headers: Headers;
    /** The answer's JSON, null for an empty or non-JSON body. */
    json: unknown;
}

const jsonOf = (body: ArrayBuffer | null): unknown => {
    const text = body ? new TextDecoder().decode(body) : '';
    try {
        return text ? JSON.parse(text) : null;
    } catch {
        return null;
    }
};

/**
 * Handlers that forward every API call to a provider over HTTP (our own server, or any other at `baseUrl`),
 * keeping its cookies as a browser would (the refresh cookie in a jar, XSRF-TOKEN where the console reads it):
 * the suite then runs unchanged. `observe` sees each call and answer.
 */
export function ourServer(baseUrl: string, observe?: (exchange: Exchange) => void) {
    const jar = new Map<string, string>();
    const keepCookies = (response: Response) => {
        for (const line of response.headers.getSetCookie()) {
            const [pair = ''] = line.split(';');
            const [name = '', value = ''] = pair.split('=');
            const removed = value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line);
            if (removed) jar.delete(name);
            else jar.set(name, value);
            if (name === 'XSRF-TOKEN') setXsrfCookie(removed ? null : decodeURIComponent(value));
        }
    };
    const forward = http.all('/v1/i/*', async ({ request }) => {
        const url = new URL(request.url);
        const headers = new Headers(request.headers);
        // fetch counts the forwarded body itself (a multipart body read back may differ in length).
        headers.delete('content-length');
        headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const response = await fetch(
            bypass(
                new Request(`${baseUrl}${url.pathname}${url.search}`, {
                    method: request.method,
                    headers,
                    body: hasBody ? await request.arrayBuffer() : undefined,
                })
            )
        );
        keepCookies(response);
        const body = response.status === 204 ? null : await response.arrayBuffer();
        observe?.({
            method: request.method,
            url,
            status: response.status,
            headers: response.headers,
            json: jsonOf(body),
        });
        const answerHeaders = new Headers(response.headers);
        answerHeaders.delete('set-cookie');
        return new HttpResponse(body, { status: response.status, headers: answerHeaders });
    });
    return { handlers: [forward] };
}

/** The typed client (contract/client) on our server, past msw, signed in as the given staff member. */
export async function typedClient(
    baseUrl: string,
    credentials: { username: string; password: string }
) {
    const fetchPastMocks = (request: Request) => fetch(bypass(request));
    const { api } = await signIn({ baseUrl, ...credentials, fetch: fetchPastMocks });
    return api;
}
