import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/httpError.ts';
import { refreshTokenLifetimeMs } from './repository/refreshTokens.ts';

export const refreshCookie = 'refreshToken';
const xsrfCookie = 'XSRF-TOKEN';
const authPath = '/v1/i/auth';

/** `secure` when the request came over HTTPS (or COOKIE_SECURE is set): see server/auth/transportSecurity.ts. */
export function setSessionCookies(
    reply: FastifyReply,
    refreshToken: string,
    secure: boolean
): void {
    const maxAge = refreshTokenLifetimeMs / 1000;
    reply.setCookie(refreshCookie, refreshToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: authPath,
        maxAge,
    });
    // Readable by the console's script, which echoes it in X-XSRF-TOKEN; a cross-site page cannot read it.
    reply.setCookie(xsrfCookie, randomBytes(24).toString('base64url'), {
        httpOnly: false,
        sameSite: 'strict',
        secure,
        path: '/',
        maxAge,
    });
}

export function clearSessionCookies(reply: FastifyReply, options: { xsrf: boolean }): void {
    reply.clearCookie(refreshCookie, { path: authPath });
    if (options.xsrf) reply.clearCookie(xsrfCookie, { path: '/' });
}

export function requireXsrf(request: FastifyRequest): void {
    const cookie = request.cookies[xsrfCookie] ?? '';
    const header = request.headers['x-xsrf-token'];
    const matches =
        typeof header === 'string' &&
        cookie.length > 0 &&
        Buffer.byteLength(header) === Buffer.byteLength(cookie) &&
        timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
    if (!matches) {
        throw new HttpError(403, 'Missing or invalid XSRF token');
    }
}
