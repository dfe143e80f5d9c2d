import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import {
    grantRefusal,
    type Permission,
    passwordResetRefusal,
    type StaffRole,
    type StaffUser,
    type StaffUserStatus,
} from '../../contract/index.ts';
import type { Actor } from '../audit/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { AccessChanges } from '../auth/index.ts';
import type { Database } from '../db/schema.ts';
import { column, type ListRequest, type ListRules, readList } from '../repository/readList.ts';
import { toStaffUser } from './answer.ts';
import { checkGrant, checkLastAdmin, checkOwnAccess, granterOf, usernameTaken } from './rules.ts';

declare module 'fastify' {
    interface FastifyInstance {
        staffUsersRepository: ReturnType<typeof staffUsersRepository>;
    }
}

export const staffUserSortFields = [
    'id',
    'name',
    'username',
    'email',
    'role',
    'status',
    'joiningDate',
] as const;

export const listRules: ListRules = {
    sortBy: {
        id: column('staffUsers.id'),
        name: column('staffUsers.name'),
        username: column('staffUsers.username'),
        email: column('staffUsers.email'),
        role: column('staffUsers.role'),
        status: column('staffUsers.status'),
        joiningDate: column('staffUsers.joiningDate'),
    },
    status: column('staffUsers.status') as ListRules['status'],
    search: sql<string>`lower(staff_users.name || ' ' || staff_users.username || ' ' || coalesce(staff_users.email, ''))`,
};

/** What a create or an update stores; the password only as its hash. */
export interface StaffUserValues {
    username: string;
    email: string | null;
    name: string;
    phone: string | null;
    location: string | null;
    joiningDate: string | null;
    role: StaffRole;
    status: StaffUserStatus;
    permissions: Permission[];
    notes: string | null;
}

export const selectStaffUsers = (db: Kysely<Database>) =>
    db.selectFrom('staffUsers').select([
        'staffUsers.id',
        'staffUsers.username',
        'staffUsers.email',
        'staffUsers.name',
        'staffUsers.phone',
        'staffUsers.location',
        // As text, so that neither driver turns the calendar date into a moment in its time zone.
        sql<string | null>`to_char(staff_users.joining_date, 'YYYY-MM-DD')`.as('joiningDate'),
        'staffUsers.role',
        'staffUsers.status',
        'staffUsers.permissions',
        'staffUsers.notes',
        'staffUsers.passwordChangedAt',
        'staffUsers.createdAt',
    ]);

async function find(db: Kysely<Database>, id: number) {
    const row = await selectStaffUsers(db).where('staffUsers.id', '=', id).executeTakeFirst();
    return row && toStaffUser(row);
}

/**
 * Locks every active admin, the user being changed and the one changing them before a change is checked, so
 * that two admins disabling each other at once cannot both succeed and leave nobody in charge, and a change is
 * judged by its maker's access as saved when it commits (not as their session last read it).
 */
async function lockForChange(db: Kysely<Database>, id: number, actor: Actor) {
    const actorId = Number(actor.staffId);
    const locked = await db
        .selectFrom('staffUsers')
        .select(['id', 'role', 'status'])
        .where(eb =>
            eb.or([
                eb('id', 'in', [id, actorId]),
                eb.and([eb('role', '=', 'admin'), eb('status', '=', 'active')]),
            ])
        )
        .orderBy('id')
        .forUpdate()
        .execute();
    const otherActiveAdmins = locked.filter(
        row => row.id !== id && row.role === 'admin' && row.status === 'active'
    ).length;
    const granter = granterOf(await find(db, actorId));
    return { current: await find(db, id), otherActiveAdmins, granter };
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';
const entity = (id: number) => ({ entityType: 'staffUser', entityId: id });

/** Whether a change touches what a session is judged by: then every instance must drop what it cached. */
const accessChanged = (before: StaffUser, after: StaffUserValues) =>
    before.role !== after.role ||
    before.status !== after.status ||
    [...before.permissions].sort().join() !== [...after.permissions].sort().join();

function staffUsersRepository(db: Kysely<Database>, accessChanges: AccessChanges) {
    return {
        list: (query: ListRequest & { role?: StaffRole | undefined }) => {
            const base = selectStaffUsers(db);
            const filtered = query.role ? base.where('staffUsers.role', '=', query.role) : base;
            return readList(filtered, query, listRules).then(list => ({
                rows: list.rows.map(row => toStaffUser(row)),
                total: list.total,
            }));
        },

        find: (id: number) => find(db, id),

        /** The new user, or undefined when the username is taken. */
        create: (values: StaffUserValues, passwordHash: string, actor: Actor) =>
            db.transaction().execute(async trx => {
                const granter = granterOf(
                    await selectStaffUsers(trx)
                        .where('staffUsers.id', '=', Number(actor.staffId))
                        .forShare()
                        .executeTakeFirst()
                        .then(row => row && toStaffUser(row))
                );
                checkGrant(grantRefusal(granter, { id: '', before: null, after: values }));
                const created = await trx
                    .insertInto('staffUsers')
                    .values({ ...values, passwordHash, passwordChangedAt: new Date() })
                    .onConflict(conflict => conflict.doNothing())
                    .returning('id')
                    .executeTakeFirst();
                if (!created) return undefined;
                const after = await find(trx, created.id);
                await recordAudit(trx, actor, {
                    action: 'create',
                    ...entity(created.id),
                    before: null,
                    after: after ?? null,
                });
                return after;
            }),

        /** The user after the change, or undefined when there is no such user. */
        update: (id: number, change: (current: StaffUser) => StaffUserValues, actor: Actor) =>
            accessChanges
                .around(id, notice =>
                    db.transaction().execute(async trx => {
                        const { current, otherActiveAdmins, granter } = await lockForChange(
                            trx,
                            id,
                            actor
                        );
                        if (!current) return undefined;
                        const values = change(current);
                        checkLastAdmin(current, values, otherActiveAdmins);
                        checkOwnAccess(actor.staffId === current.id, current, values);
                        checkGrant(
                            grantRefusal(granter, {
                                id: current.id,
                                before: current,
                                after: values,
                            })
                        );
                        await trx
                            .updateTable('staffUsers')
                            .set(values)
                            .where('id', '=', id)
                            .execute();
                        if (accessChanged(current, values)) await notice.send(trx);
                        const after = await find(trx, id);
                        await recordAudit(trx, actor, {
                            action: 'update',
                            ...entity(id),
                            before: current,
                            after: after ?? null,
                        });
                        return after;
                    })
                )
                .catch(error => {
                    throw isUniqueViolation(error) ? usernameTaken() : error;
                }),

        /** Whether there was such a user. */
        remove: (id: number, actor: Actor) =>
            accessChanges.around(id, notice =>
                db.transaction().execute(async trx => {
                    const { current, otherActiveAdmins, granter } = await lockForChange(
                        trx,
                        id,
                        actor
                    );
                    if (!current) return false;
                    checkLastAdmin(current, null, otherActiveAdmins);
                    checkOwnAccess(actor.staffId === current.id, current, null);
                    checkGrant(
                        grantRefusal(granter, { id: current.id, before: current, after: null })
                    );
                    await trx.deleteFrom('staffUsers').where('id', '=', id).execute();
                    await notice.send(trx);
                    await recordAudit(trx, actor, {
                        action: 'delete',
                        ...entity(id),
                        before: current,
                        after: null,
                    });
                    return true;
                })
            ),

        /** The stored hash, for checking the current password before a staff member changes their own. */
        passwordHashOf: (id: number) =>
            db
                .selectFrom('staffUsers')
                .select('passwordHash')
                .where('id', '=', id)
                .executeTakeFirst()
                .then(row => row?.passwordHash),

        /**
         * Sets a new password and ends the user's sessions (their refresh families) in the same transaction. A
         * `reset` is one staff member setting another's, under the grant rule; a staff member changing their own
         * keeps the session they are using (`keepSessionId`).
         */
        setPassword: (
            id: number,
            passwordHash: string,
            actor: Actor,
            how: 'reset' | { keepSessionId: string | undefined }
        ) =>
            accessChanges.around(id, notice =>
                db.transaction().execute(async trx => {
                    const locked =
                        how === 'reset' ? await lockForChange(trx, id, actor) : undefined;
                    const before = locked ? locked.current : await find(trx, id);
                    if (!before) return undefined;
                    if (locked) checkGrant(passwordResetRefusal(locked.granter, before));
                    const keepSessionId = how === 'reset' ? undefined : how.keepSessionId;
                    await trx
                        .updateTable('staffUsers')
                        // A password nobody else knows now: the change-it-first hold of a demo account ends.
                        .set({
                            passwordHash,
                            passwordChangedAt: new Date(),
                            mustChangePassword: false,
                        })
                        .where('id', '=', id)
                        .execute();
                    await trx
                        .updateTable('refreshTokenFamilies')
                        .set({ revokedAt: new Date() })
                        .where('staffUserId', '=', id)
                        .where('revokedAt', 'is', null)
                        .$if(keepSessionId !== undefined, query =>
                            query.where('id', '!=', keepSessionId as string)
                        )
                        .execute();
                    await notice.send(trx);
                    const after = await find(trx, id);
                    // The entry shows when the password changed, never the password or its hash.
                    await recordAudit(trx, actor, {
                        action: 'update',
                        ...entity(id),
                        before,
                        after: after ?? null,
                    });
                    return after;
                })
            ),
    };
}

export default fp(
    async app => {
        app.decorate('staffUsersRepository', staffUsersRepository(app.db, app.accessChanges));
    },
    { name: 'staff-users-repository', dependencies: ['db', 'access-changes'] }
);
