import { z } from 'zod';
import { loginBodySchema } from '../../contract/index.ts';
import { extensionsHeader, extensionsHeaderValue } from '../extensions/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { PasswordHashingBusy, unknownUserHash, verifyPassword } from '../lib/passwords.ts';
import { rateLimitFields, takenBack } from '../lib/rateLimit.ts';
import { createLoginThrottle, type ThrottleLimits } from '../lib/throttle.ts';
import type { App } from '../lib/zodProvider.ts';
import { clearSessionCookies, refreshCookie, requireXsrf, setSessionCookies } from './session.ts';

const tokenAnswer = z.strictObject({ token: z.string() });
const invalidCredentials = {
    errors: { username: 'Invalid username or password', password: 'Invalid username or password' },
};
const invalidCredentialsAnswer = z.union([
    z.strictObject({ errors: z.record(z.string(), z.string()) }),
    z.strictObject({ message: z.string() }),
]);
export const accountDisabled = 'This account is disabled. Please contact an administrator.';
const refreshAnswer = z.strictObject({ token: z.string(), data: tokenAnswer });
const emptyBody = z.union([z.strictObject({}), z.undefined(), z.null()]);
// Signing in, renewing and ending a session is what a visitor without a valid access token does.
const open = { access: 'public' } as const;

export interface AuthRouteOptions {
    loginLimits: ThrottleLimits;
    passwordCost: number;
    /** How long after its rotation a refresh token still renews its session (REFRESH_GRACE_SECONDS). */
    refreshGraceSeconds: number;
}

export default async function authRoutes(app: App, options: AuthRouteOptions) {
    const sessions = app.authRepository;
    const throttle = createLoginThrottle(options.loginLimits, sessions.loginAttempts);

    async function checkPassword(
        password: string,
        stored: string | undefined,
        reply: { header(name: string, value: string): unknown }
    ) {
        try {
            // The unknown user is checked against a dummy hash so that both failures take the same time.
            return await verifyPassword(
                password,
                stored ?? (await unknownUserHash(options.passwordCost))
            );
        } catch (error) {
            if (error instanceof PasswordHashingBusy) {
                reply.header('retry-after', '1');
                throw new HttpError(503, error.message);
            }
            throw error;
        }
    }

    app.post(
        '/auth/login',
        {
            config: open,
            schema: {
                body: loginBodySchema,
                response: { 200: tokenAnswer, 401: invalidCredentialsAnswer },
            },
        },
        async (request, reply) => {
            const { username, password } = request.body;
            // Counted before the password is checked, so a burst gets no more checks than the limit.
            const attempt = await throttle.attempt(username, request.ip);
            reply.headers(rateLimitFields(throttle.policies, attempt.uses));
            if (attempt.retryAfter > 0) {
                reply.header('retry-after', String(attempt.retryAfter));
                throw new HttpError(429, 'Too many failed login attempts. Please try again later.');
            }
            const user = await sessions.findForLogin(username);
            const valid = await checkPassword(password, user?.passwordHash, reply);
            if (!user || !valid) {
                // No message: the console then shows 'Invalid username or password' on both fields.
                return reply.status(401).send(invalidCredentials);
            }
            await throttle.succeeded(attempt.keys);
            reply.headers(rateLimitFields(throttle.policies, takenBack(attempt.uses)));
            // Said only after a correct password, so that it does not tell a guesser which accounts exist.
            if (user.status !== 'active') {
                return reply.status(401).send({ message: accountDisabled });
            }
            const session = await sessions.startFamily(user.id);
            setSessionCookies(reply, session.token, app.isSecure(request));
            reply.header(extensionsHeader, extensionsHeaderValue);
            const { id, role, permissions, mustChangePassword } = user;
            return {
                token: await app.signAccessToken({
                    id: String(id),
                    username: user.username,
                    role,
                    permissions,
                    sessionId: session.familyId,
                    mustChangePassword,
                }),
            };
        }
    );

    app.post(
        '/auth/token/refresh',
        { config: open, schema: { body: emptyBody, response: { 200: refreshAnswer } } },
        async (request, reply) => {
            requireXsrf(request);
            const presented = request.cookies[refreshCookie];
            const result = presented
                ? await sessions.rotate(presented, options.refreshGraceSeconds * 1000)
                : ({ ok: false } as const);
            const state = result.ok ? await sessions.sessionState(result.familyId) : undefined;
            if (!result.ok || !state?.staff.active) {
                clearSessionCookies(reply, { xsrf: false });
                throw new HttpError(401, 'Session expired. Please sign in again.');
            }
            setSessionCookies(reply, result.token, app.isSecure(request));
            reply.header(extensionsHeader, extensionsHeaderValue);
            const { id, username, role, permissions, mustChangePassword } = state.staff;
            const token = await app.signAccessToken({
                id: String(id),
                username,
                role,
                permissions,
                sessionId: result.familyId,
                mustChangePassword,
            });
            return { token, data: { token } };
        }
    );

    app.post(
        '/auth/logout',
        { config: open, schema: { body: emptyBody } },
        async (request, reply) => {
            requireXsrf(request);
            const presented = request.cookies[refreshCookie];
            const ended = presented ? await sessions.revokeFamilyOf(presented) : undefined;
            if (ended) app.forgetSession(ended);
            clearSessionCookies(reply, { xsrf: true });
            return reply.status(204).send();
        }
    );
}
