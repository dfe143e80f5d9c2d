import { doneAnswer, ownPasswordChangeSchema } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { hashPassword, PasswordHashingBusy, verifyPassword } from '../lib/passwords.ts';
import { rateLimitFields, takenBack } from '../lib/rateLimit.ts';
import type { App } from '../lib/zodProvider.ts';
import { actorOf } from '../plugins/permissions.ts';
import { createOwnPasswordThrottle } from './ownPasswordThrottle.ts';
import { checkPassword } from './rules.ts';

const wrongPassword = 'The current password is incorrect';

/**
 * POST /v1/i/auth/password: any signed-in staff member changes their own password, giving the current one. Their
 * other sessions end (a stolen session does not outlive the change); the one they are using goes on, no longer
 * held to this change if it was (a demo account's published password).
 */
export default async function ownPasswordRoute(app: App, options: { passwordCost: number }) {
    const users = app.staffUsersRepository;
    const throttle = createOwnPasswordThrottle(app.authRepository.loginAttempts);

    app.post(
        '/auth/password',
        {
            // The one call of a staff member who must change their password first (and logout, which is open).
            config: { access: 'read', beforePasswordChange: true },
            schema: { body: ownPasswordChangeSchema, response: { 200: doneAnswer } },
        },
        async (request, reply) => {
            const actor = actorOf(request);
            const id = Number(actor.staffId);
            const [user, stored] = await Promise.all([users.find(id), users.passwordHashOf(id)]);
            if (!user || !stored) throw new HttpError(401, 'Authentication required');
            const { currentPassword, newPassword } = request.body;
            const attempt = await throttle.attempt(actor.staffId);
            reply.headers(rateLimitFields(throttle.policies, attempt.uses));
            if (attempt.retryAfter > 0) {
                reply.header('retry-after', String(attempt.retryAfter));
                const minutes = Math.ceil(attempt.retryAfter / 60);
                throw new HttpError(
                    429,
                    `Too many wrong current passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
                );
            }
            let counted = true;
            try {
                // A 400, not a 401: the console would take a 401 for the end of the session.
                if (!(await verifyPassword(currentPassword, stored))) {
                    throw new HttpError(400, wrongPassword, { currentPassword: wrongPassword });
                }
                await throttle.succeeded(attempt.keys);
                counted = false;
                reply.headers(rateLimitFields(throttle.policies, takenBack(attempt.uses)));
                checkPassword(newPassword, user);
                const hash = await hashPassword(newPassword, options.passwordCost);
                await users.setPassword(id, hash, actor, {
                    keepSessionId: request.staff?.sessionId,
                });
                // This session reaches everything again at once (it may have been held to the change).
                if (request.staff) app.forgetSession(request.staff.sessionId);
            } catch (error) {
                if (error instanceof PasswordHashingBusy) {
                    // Not checked, so not held against them.
                    if (counted) {
                        await throttle.succeeded(attempt.keys);
                        reply.headers(rateLimitFields(throttle.policies, takenBack(attempt.uses)));
                    }
                    reply.header('retry-after', '1');
                    throw new HttpError(503, error.message);
                }
                throw error;
            }
            return { message: 'Password changed' };
        }
    );
}
