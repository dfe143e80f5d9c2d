// What a script that calls every operation is given: where the server is, whom to sign in as, and what reaches
// that staff member outside the API. Both generated clients' scripts take the same, so the test runs each alike.

export interface Target {
    baseUrl: string;
    username: string;
    password: string;
    /** Every request of the script goes through it (the test records each one and its status). */
    fetch: typeof fetch;
    /**
     * A message delivered to the signed-in staff member, as the delivery workers leave it: its id in their
     * inbox, and the token of the open and click links its email carries.
     */
    ownDelivery: () => Promise<{ deliveryId: string; trackingToken: string }>;
}

/** A 1x1 PNG: the image part of the voucher and advertisement forms. */
export const png = new File(
    [
        Uint8Array.from(
            atob(
                'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
            ),
            character => character.charCodeAt(0)
        ),
    ],
    'image.png',
    { type: 'image/png' }
);

/**
 * The session cookies a login or refresh set: each by name, and all of them as the `Cookie` header a program
 * without a cookie jar sends back; `xsrf` is the XSRF-TOKEN value it echoes in X-XSRF-TOKEN.
 */
export function sessionOf(response: Response | undefined) {
    const pairs = (response?.headers.getSetCookie() ?? []).map(line => line.split(';')[0] ?? '');
    const cookies: Record<string, string> = Object.fromEntries(
        pairs.map(pair => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])
    );
    const xsrf = cookies['XSRF-TOKEN'];
    if (!xsrf) throw new Error(`No XSRF-TOKEN cookie in the answer (${response?.status})`);
    return { cookies, cookie: pairs.join('; '), xsrf };
}

/**
 * One answer of either client: the body of a success or the error body, with the response (hey-api leaves it
 * out when no answer came).
 */
export type Result<T> = { data?: T; error?: unknown; response?: Response };

/** The body of a success; any other answer stops the script with the error it carried. */
export function dataOf<T>(result: Result<T>): T {
    if (!result.response?.ok || result.data === undefined) failed(result);
    return result.data;
}

/** For the answers without a body (204) or whose body the script does not read. */
export function succeeded(result: Result<unknown>): void {
    if (!result.response?.ok) failed(result);
}

function failed(result: Result<unknown>): never {
    const answer = result.response
        ? `${result.response.url}: ${result.response.status}`
        : 'no answer';
    throw new Error(`${answer} ${JSON.stringify(result.error)}`);
}

/** A multipart body: each text field, and the file part as a Blob (what the platform's FormData sends). */
export function formData(fields: Record<string, string | Blob | undefined>): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
        if (value !== undefined) form.append(name, value);
    return form;
}

/** The last path segment of an upload URL: the `name` of GET /uploads/{name}. */
export const uploadName = (imageURL: string | null) =>
    new URL(imageURL ?? '', 'http://host.invalid').pathname.split('/').pop() ?? '';
