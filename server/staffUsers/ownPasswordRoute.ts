import { doneAnswer, ownPasswordChangeSchema } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { hashPassword, PasswordHashingBusy, verifyPassword } from '../lib/passwords.ts';
import type { App } from '../lib/zodProvider.ts';
import { actorOf } from '../plugins/permissions.ts';
import { checkPassword } from './rules.ts';

const wrongPassword = 'The current password is incorrect';

/**
 * POST /v1/i/auth/password: any signed-in staff member changes their own password, giving the current one. Their
 * other sessions end (a stolen session does not outlive the change); the one they are using goes on.
 */
export default async function ownPasswordRoute(app: App, options: { passwordCost: number }) {
    const users = app.staffUsersRepository;

    app.post(
        '/auth/password',
        {
            config: { access: 'read' },
            schema: { body: ownPasswordChangeSchema, response: { 200: doneAnswer } },
        },
        async (request, reply) => {
            const actor = actorOf(request);
            const id = Number(actor.staffId);
            const [user, stored] = await Promise.all([users.find(id), users.passwordHashOf(id)]);
            if (!user || !stored) throw new HttpError(401, 'Authentication required');
            const { currentPassword, newPassword } = request.body;
            try {
                // A 400, not a 401: the console would take a 401 for the end of the session.
                if (!(await verifyPassword(currentPassword, stored))) {
                    throw new HttpError(400, wrongPassword, { currentPassword: wrongPassword });
                }
                checkPassword(newPassword, user);
                const hash = await hashPassword(newPassword, options.passwordCost);
                await users.setPassword(id, hash, actor, request.staff?.sessionId);
            } catch (error) {
                if (error instanceof PasswordHashingBusy) {
                    reply.header('retry-after', '1');
                    throw new HttpError(503, error.message);
                }
                throw error;
            }
            return { message: 'Password changed' };
        }
    );
}
