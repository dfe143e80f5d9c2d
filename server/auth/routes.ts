import { z } from 'zod';
import { loginBodySchema, type StaffRole } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { unknownUserHash, verifyPassword } from '../lib/passwords.ts';
import { createFailureThrottle, type ThrottleLimits } from '../lib/throttle.ts';
import type { App } from '../lib/zodProvider.ts';
import { clearSessionCookies, refreshCookie, requireXsrf, setSessionCookies } from './session.ts';

const tokenAnswer = z.strictObject({ token: z.string() });
const invalidCredentials = {
    errors: { username: 'Invalid username or password', password: 'Invalid username or password' },
};
const invalidCredentialsAnswer = z.strictObject({ errors: z.record(z.string(), z.string()) });
const refreshAnswer = z.strictObject({ token: z.string(), data: tokenAnswer });
const emptyBody = z.union([z.strictObject({}), z.undefined(), z.null()]);
// Signing in, renewing and ending a session is what a visitor without a valid access token does.
const open = { access: 'public' } as const;

export default async function authRoutes(
    app: App,
    options: { loginLimits: ThrottleLimits; passwordCost: number }
) {
    const { perUsername, perIp, windowMs } = options.loginLimits;
    const byUsername = createFailureThrottle(perUsername, windowMs);
    const byIp = createFailureThrottle(perIp, windowMs);
    const sessions = app.authRepository;
    const signAccessToken = (user: { id: number; username: string; role: StaffRole }) =>
        app.signAccessToken({ id: String(user.id), username: user.username, role: user.role });

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
            const usernameKey = username.toLowerCase();
            const wait = Math.max(byUsername.retryAfter(usernameKey), byIp.retryAfter(request.ip));
            if (wait > 0) {
                reply.header('retry-after', String(wait));
                throw new HttpError(429, 'Too many failed login attempts. Please try again later.');
            }
            const user = await sessions.findForLogin(username);
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
            setSessionCookies(reply, await sessions.startFamily(user.id));
            return { token: await signAccessToken(user) };
        }
    );

    app.post(
        '/auth/token/refresh',
        { config: open, schema: { body: emptyBody, response: { 200: refreshAnswer } } },
        async (request, reply) => {
            requireXsrf(request);
            const presented = request.cookies[refreshCookie];
            const result = presented ? await sessions.rotate(presented) : ({ ok: false } as const);
            if (!result.ok) {
                clearSessionCookies(reply, { xsrf: false });
                throw new HttpError(401, 'Session expired. Please sign in again.');
            }
            const user = await sessions.findStaff(result.staffUserId);
            setSessionCookies(reply, result.token);
            const token = await signAccessToken(user);
            return { token, data: { token } };
        }
    );

    app.post(
        '/auth/logout',
        { config: open, schema: { body: emptyBody } },
        async (request, reply) => {
            requireXsrf(request);
            const presented = request.cookies[refreshCookie];
            if (presented) {
                await sessions.revokeFamilyOf(presented);
            }
            clearSessionCookies(reply, { xsrf: true });
            return reply.status(204).send();
        }
    );
}
