import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { StaffRole } from '../../contract/index.ts';
import type { Permission } from '../../contract/permissions.ts';
import type { Database } from '../db/schema.ts';
import { countAttempt, purgeEndedWindows, uncountAttempt } from './repository/loginAttempts.ts';
import {
    purgeExpiredTokens,
    revokeFamilyOf,
    rotate,
    sessionState,
    startFamily,
} from './repository/refreshTokens.ts';
import { sharedSigningKey } from './repository/signingKey.ts';

declare module 'fastify' {
    interface FastifyInstance {
        authRepository: ReturnType<typeof authRepository>;
    }
}

/** A staff user as a session names it; the password hash only where a login checks it. */
const findStaff = (db: Kysely<Database>) =>
    db
        .selectFrom('staffUsers')
        .select(['id', 'username', 'role', 'status', 'permissions', 'mustChangePassword']);

function authRepository(db: Kysely<Database>) {
    return {
        // Usernames are unique whatever their case (and stored in lower case): 'Ali' signs in as 'ali'.
        findForLogin: (username: string) =>
            findStaff(db)
                .select('passwordHash')
                .where(sql<string>`lower(username)`, '=', username.toLowerCase())
                .executeTakeFirst()
                .then(
                    row =>
                        row && {
                            ...row,
                            role: row.role as StaffRole,
                            permissions: row.permissions as Permission[],
                        }
                ),
        startFamily: (staffUserId: number) => startFamily(db, staffUserId),
        rotate: (token: string, graceMs: number) => rotate(db, token, graceMs),
        revokeFamilyOf: (token: string) => revokeFamilyOf(db, token),
        sessionState: (familyId: string) => sessionState(db, familyId),
        signingKey: () => sharedSigningKey(db),
        loginAttempts: {
            count: (keys: readonly string[], windowMs: number) => countAttempt(db, keys, windowMs),
            uncount: (keys: readonly string[]) => uncountAttempt(db, keys),
        },
        purgeExpired: async () => {
            await purgeExpiredTokens(db);
            await purgeEndedWindows(db);
        },
    };
}

export default fp(
    async app => {
        app.decorate('authRepository', authRepository(app.db));
    },
    { name: 'auth-repository', dependencies: ['db'] }
);
