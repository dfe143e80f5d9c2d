import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A caller's request id is kept when it is short and plain; anything else is replaced by one of ours. */
const usableId = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request (Fastify's genReqId): the caller's X-Request-Id when usable, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && usableId.test(given) ? given : randomUUID();
}
