import { z } from 'zod';
import { staffUserSchema, staffUserUpdateSchema } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';
import type { App } from '../lib/zodProvider.ts';
import { actorOf } from '../plugins/permissions.ts';
import { updatedValues } from './updatedValues.ts';

/** What a staff member may change on their own account; role, flags and status stay with Manage Users. */
const ownProfileSchema = staffUserUpdateSchema.pick({ name: true, email: true, phone: true });
const oneAnswer = z.strictObject({ user: staffUserSchema });

/** PATCH /v1/i/auth/profile: any signed-in staff member edits their own name, email and phone. */
export default async function ownProfileRoute(app: App) {
    const users = app.staffUsersRepository;
    app.patch(
        '/auth/profile',
        {
            config: { access: 'read' },
            schema: { body: ownProfileSchema, response: { 200: oneAnswer } },
        },
        async request => {
            const actor = actorOf(request);
            const user = await users.update(
                Number(actor.staffId),
                current => updatedValues(current, request.body),
                actor
            );
            if (!user) throw new HttpError(401, 'Authentication required');
            return { user };
        }
    );
}
