import { z } from 'zod';
import {
    defaultPermissions,
    doneAnswer,
    listTotal,
    staffRoleSchema,
    staffUserCreateSchema,
    staffUserPasswordSchema,
    staffUserSchema,
    staffUserStatuses,
    staffUserUpdateSchema,
} from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { idParam, listQuery } from '../lib/paging.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { App } from '../lib/zodProvider.ts';
import { actorOf } from '../plugins/permissions.ts';
import { shownTo } from './answer.ts';
import ownPasswordRoute from './ownPasswordRoute.ts';
import ownProfileRoute from './ownProfileRoute.ts';
import { type StaffUserValues, staffUserSortFields } from './repository.ts';
import { checkPassword, usernameTaken } from './rules.ts';
import { updatedValues } from './updatedValues.ts';

const pagingQuery = listQuery(staffUserSortFields, staffUserStatuses);

/** The list's paging, sort, `status` and `q`, plus the `role` filter of spec §2 'Users list'. */
export const staffUserListQuery = z
    .looseObject({ role: staffRoleSchema.optional() })
    .optional()
    .transform((raw, context) => {
        const { role, ...rest } = raw ?? {};
        const paging = pagingQuery.safeParse(Object.keys(rest).length > 0 ? rest : undefined);
        if (!paging.success) {
            for (const issue of paging.error.issues)
                context.addIssue({ ...issue, message: issue.message });
            return z.NEVER;
        }
        return { ...paging.data, role };
    });

const listAnswer = z.strictObject({ users: z.array(staffUserSchema), total: listTotal });
const oneAnswer = z.strictObject({ user: staffUserSchema });
const notFound = () => new HttpError(404, 'Staff user not found');

export default async function staffUserRoutes(app: App, options: { passwordCost: number }) {
    const users = app.staffUsersRepository;
    const hash = (password: string) => hashPassword(password, options.passwordCost);
    // Part of the staff-users extension: a server without it has no passwords of its own to change.
    await app.register(ownPasswordRoute, options);
    await app.register(ownProfileRoute);

    app.get(
        '/staff-users',
        {
            config: { access: 'read' },
            schema: { querystring: staffUserListQuery, response: { 200: listAnswer } },
        },
        async request => {
            const list = await users.list(request.query);
            return { users: list.rows.map(shownTo(request.staff)), total: list.total };
        }
    );

    app.get(
        '/staff-users/:id',
        { config: { access: 'read' }, schema: { params: idParam, response: { 200: oneAnswer } } },
        async request => {
            const user = await users.find(request.params.id);
            if (!user) throw notFound();
            return { user: shownTo(request.staff)(user) };
        }
    );

    app.post(
        '/staff-users',
        {
            config: { access: 'users:write', idempotent: true },
            schema: { body: staffUserCreateSchema, response: { 201: oneAnswer } },
        },
        async (request, reply) => {
            const { password, ...body } = request.body;
            checkPassword(password, body);
            const values: StaffUserValues = {
                email: null,
                phone: null,
                location: null,
                joiningDate: null,
                notes: null,
                status: 'active',
                ...body,
                permissions: [...new Set(body.permissions ?? defaultPermissions(body.role))],
            };
            const user = await users.create(values, await hash(password), actorOf(request));
            if (!user) throw usernameTaken();
            return reply.status(201).send({ user });
        }
    );

    app.patch(
        '/staff-users/:id',
        {
            config: { access: 'users:write' },
            schema: { params: idParam, body: staffUserUpdateSchema, response: { 200: oneAnswer } },
        },
        async request => {
            const user = await users.update(
                request.params.id,
                current => updatedValues(current, request.body),
                actorOf(request)
            );
            if (!user) throw notFound();
            return { user };
        }
    );

    app.delete(
        '/staff-users/:id',
        {
            config: { access: 'users:write' },
            schema: { params: idParam, response: { 200: doneAnswer } },
        },
        async request => {
            if (!(await users.remove(request.params.id, actorOf(request)))) throw notFound();
            return { message: 'Staff user deleted' };
        }
    );

    app.post(
        '/staff-users/:id/password',
        {
            config: { access: 'users:write' },
            schema: {
                params: idParam,
                body: staffUserPasswordSchema,
                response: { 200: oneAnswer },
            },
        },
        async request => {
            const current = await users.find(request.params.id);
            if (!current) throw notFound();
            checkPassword(request.body.password, current);
            const user = await users.setPassword(
                request.params.id,
                await hash(request.body.password),
                actorOf(request),
                'reset'
            );
            if (!user) throw notFound();
            return { user };
        }
    );
}
