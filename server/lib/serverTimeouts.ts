/** Milliseconds. A client that stalls is cut off rather than holding a connection for good (docs/operations.md). */
export const defaultTimeouts = {
    /** No byte received or sent on a connection for this long: it is closed. */
    connection: 30_000,
    /** The whole request, headers and body (an upload of 5 MB included), must have arrived by then. */
    request: 60_000,
    /** The request headers must have arrived by then. */
    headers: 10_000,
    /** How often Node looks for requests past those limits. */
    checkInterval: 1_000,
};

export type Timeouts = typeof defaultTimeouts;

/** Fastify's and Node's options for those limits (Node's own defaults wait for ever, or a minute for headers). */
export function serverTimeouts(overrides: Partial<Timeouts> = {}) {
    const timeouts = { ...defaultTimeouts, ...overrides };
    return {
        connectionTimeout: timeouts.connection,
        requestTimeout: timeouts.request,
        http: {
            headersTimeout: timeouts.headers,
            connectionsCheckingInterval: timeouts.checkInterval,
        },
    };
}
