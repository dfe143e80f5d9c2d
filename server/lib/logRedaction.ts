import type { FastifyServerOptions } from 'fastify';

// The server's log never carries what staff searched or typed: a customer list's `q` is often an email or a
// phone number. A request is logged by its path alone (no query string), and an error by its message and
// stack without the database's `detail` (PostgreSQL quotes the offending values there: "Key (email)=(...)").

type LoggerOption = FastifyServerOptions['logger'];

interface LoggedRequest {
    method: string;
    url: string;
    hostname?: string;
    ip?: string;
    socket?: { remotePort?: number };
}

/** A request as the log line names it: the query string is cut, its presence noted. */
export function loggedRequest(request: LoggedRequest) {
    const [path, query] = request.url.split('?', 2);
    return {
        method: request.method,
        url: query === undefined ? path : `${path}?[query removed]`,
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
    };
}

const redactedPaths = [
    'err.detail',
    'err.where',
    'err.parameters',
    'err.query',
    'err.internalQuery',
];

/** The logger options with the redaction above; `false` (no log) stays false. */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
    if (logger === false || logger === undefined) return logger;
    const options = logger === true ? {} : logger;
    return {
        ...options,
        serializers: { ...options.serializers, req: loggedRequest },
        redact: { paths: redactedPaths, censor: '[removed]' },
    };
}
