import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { StaffRole } from '../../contract/index.ts';
import type { Database } from '../db/schema.ts';
import { countAttempt, purgeEndedWindows, uncountAttempt } from './loginAttempts.ts';
import {
    purgeExpiredTokens,
    revokeFamilyOf,
    rotate,
    sessionState,
    startFamily,
} from './refreshTokens.ts';
import { sharedSigningKey } from './signingKey.ts';

declare module 'fastify' {
    interface FastifyInstance {
        authRepository: ReturnType<typeof authRepository>;
    }
}

/** A staff user as a session names it; the password hash only where a login checks it. */
const findStaff = (db: Kysely<Database>) =>
    db.selectFrom('staffUsers').select(['id', 'username', 'role']);

function authRepository(db: Kysely<Database>) {
    return {
        findForLogin: (username: string) =>
            findStaff(db)
                .select('passwordHash')
                .where('username', '=', username)
                .executeTakeFirst()
                .then(row => row && { ...row, role: row.role as StaffRole }),
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
