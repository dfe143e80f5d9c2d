import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginBodySchema, type StaffRole } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { unknownUserHash, verifyPassword } from '../lib/passwords.ts';
import {
    refreshTokenLifetimeMs,
    revokeFamilyOf,
    rotate,
    startFamily,
} from '../lib/refreshTokens.ts';
import { createFailureThrottle, type ThrottleLimits } from '../lib/throttle.ts';
import type { App } from '../lib/zodProvider.ts';

const refreshCookie = 'refreshToken';
const xsrfCookie = 'XSRF-TOKEN';
const authPath = '/v1/i/auth';

const tokenAnswer = z.strictObject({ token: z.string() });
const invalidCredentials = {
    errors: { username: 'Invalid username or password', password: 'Invalid username or password' },
};
const invalidCredentialsAnswer = z.strictObject({ errors: z.record(z.string(), z.string()) });
const refreshAnswer = z.strictObject({ token: z.string(), data: tokenAnswer });
const emptyBody = z.union([z.strictObject({}), z.undefined(), z.null()]);

function setSessionCookies(reply: FastifyReply, refreshToken: string): void {
    const maxAge = refreshTokenLifetimeMs / 1000;
    reply.setCookie(refreshCookie, refreshToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure: 'auto',
        path: authPath,
        maxAge,
    });
    // Readable by the console's script, which echoes it in X-XSRF-TOKEN; a cross-site page cannot read it.
    reply.setCookie(xsrfCookie, randomBytes(24).toString('base64url'), {
        httpOnly: false,
        sameSite: 'strict',
        secure: 'auto',
        path: '/',
        maxAge,
    });
}

function requireXsrf(request: FastifyRequest): void {
    const cookie = request.cookies[xsrfCookie] ?? '';
    const header = request.headers['x-xsrf-token'];
    const matches =
        typeof header === 'string' &&
        cookie.length > 0 &&
        header.length === cookie.length &&
        timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
    if (!matches) {
        throw new HttpError(403, 'Missing or invalid XSRF token');
    }
}

export default async function authRoutes(
    app: App,
    options: { loginLimits: ThrottleLimits; passwordCost: number }
) {
    const { perUsername, perIp, windowMs } = options.loginLimits;
    const byUsername = createFailureThrottle(perUsername, windowMs);
    const byIp = createFailureThrottle(perIp, windowMs);

    app.post(
        '/auth/login',
        {
            schema: {
                body: loginBodySchema,
                response: { 200: tokenAnswer, 401: invalidCredentialsAnswer },
            },
        },
        async (request, reply) => {
            const { username, password } = request.body;
            const usernameKey = username.toLowerCase();
            const wait = Math.max(byUsername.retryAfter(usernameKey), byIp.retryAfter(request.ip));
            if (wait > 0) {
                reply.header('retry-after', String(wait));
                throw new HttpError(429, 'Too many failed login attempts. Please try again later.');
            }
            const user = await app.db
                .selectFrom('staffUsers')
                .select(['id', 'username', 'role', 'passwordHash'])
                .where('username', '=', username)
                .executeTakeFirst();
            // The unknown user is checked against a dummy hash so that both failures take the same time.
            const valid = await verifyPassword(
                password,
                user?.passwordHash ?? (await unknownUserHash(options.passwordCost))
            );
            if (!user || !valid) {
                byUsername.recordFailure(usernameKey);
                byIp.recordFailure(request.ip);
                // No message: the console then shows 'Invalid username or password' on both fields.
                return reply.status(401).send(invalidCredentials);
            }
            byUsername.forget(usernameKey);
            setSessionCookies(reply, await startFamily(app.db, user.id));
            const token = await app.signAccessToken({
                id: String(user.id),
                username: user.username,
                role: user.role as StaffRole,
            });
            return { token };
        }
    );

    app.post(
        '/auth/token/refresh',
        { schema: { body: emptyBody, response: { 200: refreshAnswer } } },
        async (request, reply) => {
            requireXsrf(request);
            const presented = request.cookies[refreshCookie];
            const result = presented ? await rotate(app.db, presented) : ({ ok: false } as const);
            if (!result.ok) {
                reply.clearCookie(refreshCookie, { path: authPath });
                throw new HttpError(401, 'Session expired. Please sign in again.');
            }
            const user = await app.db
                .selectFrom('staffUsers')
                .select(['id', 'username', 'role'])
                .where('id', '=', result.staffUserId)
                .executeTakeFirstOrThrow();
            setSessionCookies(reply, result.token);
            const token = await app.signAccessToken({
                id: String(user.id),
                username: user.username,
                role: user.role as StaffRole,
            });
            return { token, data: { token } };
        }
    );

    app.post('/auth/logout', { schema: { body: emptyBody } }, async (request, reply) => {
        requireXsrf(request);
        const presented = request.cookies[refreshCookie];
        if (presented) {
            await revokeFamilyOf(app.db, presented);
        }
        reply.clearCookie(refreshCookie, { path: authPath });
        reply.clearCookie(xsrfCookie, { path: '/' });
        return reply.status(204).send();
    });
}
