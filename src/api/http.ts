import {
    EXTENSIONS_HEADER,
    extensionsAnswered,
    extensionsShared,
    knownExtensions,
} from './extensions';
import { errorMessage, withTranslatableFields } from './serverErrors';
import { oneTabAtATime, onSharedToken, shareToken } from './tabs';

/** react-admin's HttpError (message, status, body), kept here so that the entry imports nothing of react-admin. */
export class HttpError extends Error {
    readonly status: number;
    readonly body: unknown;
    constructor(message: string, status: number, body: unknown = null) {
        super(message);
        this.name = 'HttpError';
        this.status = status;
        this.body = body;
    }
}

// The HTTP layer under both providers (spec §7): base URL, cookies, Bearer, XSRF, and the one-time refresh
// after a 401. The access token lives in this module's memory only, never in any browser storage.

const API_URL = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');
const REFRESH_PATH = '/v1/i/auth/token/refresh';
// The answers that start or renew a session: our server names its extensions in their header (./extensions.ts).
const SESSION_ANSWERS = new Set([REFRESH_PATH, '/v1/i/auth/login']);
// Our server's answer when the token's role or flags are no longer those saved (server/plugins/auth.ts).
const ACCESS_CHANGED = 'X-Access-Changed';

let accessToken: string | null = null;
// The last refresh and the token it replaced: every call that got a 401 with that token shares it, so N
// calls failing together cause one refresh request, and a call answered late still reuses its outcome.
let lastRefresh: { from: string | null; result: Promise<string | null> } | null = null;

// The saved access (role and flags) the server last said differs from the token's: refreshed for once.
let lastAccessChange: string | null = null;
const renewalListeners = new Set<() => void>();

export const getToken = () => accessToken;

/** Login and logout set the token; any earlier refresh outcome no longer applies. */
export const setToken = (token: string | null) => {
    accessToken = token;
    lastRefresh = null;
    lastAccessChange = null;
};

/**
 * Calls `listener` whenever the session got a new access token for a reason of its own (the saved role or flags
 * changed, or another tab refreshed), so that what the token's flags decide (canAccess, the menu) is asked again.
 */
export const onSessionRenewed = (listener: () => void) => {
    renewalListeners.add(listener);
    return () => {
        renewalListeners.delete(listener);
    };
};

const sessionRenewed = () => {
    for (const listener of renewalListeners) listener();
};

export type Query = Record<string, string | number | undefined>;

interface RequestOptions {
    method?: string;
    /** A FormData goes as multipart (the browser sets its boundary); anything else as JSON. */
    body?: unknown;
    query?: Query;
    /** Login, refresh and logout are never refreshed and retried. */
    retryAfterRefresh?: boolean;
    /** Cancels the call: react-admin aborts a list read that a newer one replaced (a search typed further). */
    signal?: AbortSignal;
    /** Answer the Response itself, body unread (a streamed CSV download, src/components/CsvDownloadButton.tsx). */
    raw?: boolean;
}

const apiUrl = (path: string, query: Query = {}) => {
    const url = new URL(`${API_URL}${path}`, window.location.origin);
    for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    return url.toString();
};

const readCookie = (name: string) => {
    const prefix = `${name}=`;
    const found = document.cookie.split('; ').find(part => part.startsWith(prefix));
    return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
};

const readBody = async (response: Response): Promise<unknown> => {
    const text = await response.text();
    if (!text) return null;
    try {
        return JSON.parse(text);
    } catch {
        return text;
    }
};

const send = async (path: string, options: RequestOptions, token: string | null) => {
    const headers = new Headers({ Accept: 'application/json' });
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
        body = options.body;
    } else if (options.body !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.body);
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf !== undefined) headers.set('X-XSRF-TOKEN', xsrf);

    const response = await fetch(apiUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
    });
    const changed = response.headers.get(ACCESS_CHANGED);
    if (changed && token) accessChanged(changed, token);
    if (response.ok && SESSION_ANSWERS.has(path)) {
        extensionsAnswered(response.headers.get(EXTENSIONS_HEADER));
    }
    if (options.raw && response.ok) return response;
    const json = await readBody(response);
    if (!response.ok) {
        throw new HttpError(
            errorMessage(json) ?? (response.statusText || String(response.status)),
            response.status,
            withTranslatableFields(json)
        );
    }
    return json;
};

export const tokenOf = (body: unknown): string | null => {
    const answer = body as { token?: unknown; data?: { token?: unknown } } | null;
    const token = answer?.data?.token ?? answer?.token;
    return typeof token === 'string' && token ? token : null;
};

// A token another tab refreshed is as good as one this tab would have asked for (./tabs.ts).
onSharedToken((token, extensions) => {
    accessToken = token;
    if (extensions) extensionsShared(extensions);
    sessionRenewed();
});

/**
 * Asks for a new access token with the refresh cookie, one tab at a time; the answer may carry it at
 * data.token or token. A tab that waited while another refreshed takes the token that one shared, if it came.
 */
const refresh = (staleToken: string | null): Promise<string | null> =>
    oneTabAtATime(async () => {
        if (accessToken && accessToken !== staleToken) return accessToken;
        try {
            const token = tokenOf(await send(REFRESH_PATH, { method: 'POST' }, null));
            accessToken = token;
            if (token) shareToken(token, knownExtensions());
            return token;
        } catch {
            accessToken = null;
            return null;
        }
    });

/** One refresh shared by every caller whose token was `staleToken`; resolves to the new token or null. */
export const refreshOnce = (staleToken: string | null): Promise<string | null> => {
    if (lastRefresh?.from !== staleToken) {
        lastRefresh = { from: staleToken, result: refresh(staleToken) };
    }
    return lastRefresh.result;
};

/**
 * The server saved another role or flags than the token carries: a new token at once, in the background, so
 * that the menu and buttons follow within seconds rather than at the token's expiry. Once per saved value:
 * an instance whose session cache is a few seconds behind may keep naming the old one meanwhile.
 */
function accessChanged(saved: string, token: string) {
    if (saved === lastAccessChange) return;
    lastAccessChange = saved;
    void refreshOnce(token).then(fresh => {
        if (fresh) sessionRenewed();
    });
}

// Reads started before React rendered (src/startup.ts), by URL, each handed to the first same read that
// asks with the same token within PREFETCH_FRESH_MS; anything else asks the server itself.
export const PREFETCH_FRESH_MS = 10_000;
const prefetched = new Map<
    string,
    { token: string | null; at: number; answer: Promise<unknown> }
>();

/** Starts a GET now, for a `request` of the same URL about to come; resolves when it has answered. */
export const prefetch = (path: string, query: Query): Promise<void> => {
    const url = apiUrl(path, query);
    const answer = request(path, { query });
    prefetched.set(url, { token: accessToken, at: Date.now(), answer });
    // Nobody may ever ask; its failure then belongs to nobody.
    return answer.then(
        () => undefined,
        () => undefined
    );
};

const takePrefetched = (path: string, options: RequestOptions) => {
    if (prefetched.size === 0 || (options.method ?? 'GET') !== 'GET' || options.raw) return;
    const url = apiUrl(path, options.query);
    const entry = prefetched.get(url);
    prefetched.delete(url);
    if (entry && entry.token === accessToken && Date.now() - entry.at < PREFETCH_FRESH_MS) {
        return entry.answer;
    }
};

export const request = async <T = unknown>(
    path: string,
    options: RequestOptions = {}
): Promise<T> => {
    const early = takePrefetched(path, options);
    if (early) return (await early) as T;
    const token = accessToken;
    try {
        return (await send(path, options, token)) as T;
    } catch (error) {
        if (
            !(error instanceof HttpError) ||
            error.status !== 401 ||
            options.retryAfterRefresh === false
        ) {
            throw error;
        }
        const fresh = await refreshOnce(token);
        if (!fresh) throw error;
        return (await send(path, options, fresh)) as T;
    }
};
