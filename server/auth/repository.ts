import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { StaffRole } from '../../contract/index.ts';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
    interface FastifyInstance {
        authRepository: ReturnType<typeof authRepository>;
    }
}

export const refreshTokenLifetimeMs = 7 * 24 * 60 * 60_000;

// Only a hash is stored, so a copy of the database does not hand out live sessions.
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

async function insertToken(db: Kysely<Database>, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db
        .insertInto('refreshTokens')
        .values({
            tokenHash: hashOf(token),
            familyId,
            expiresAt: new Date(Date.now() + refreshTokenLifetimeMs),
        })
        .execute();
    return token;
}

/** Starts a new family (one per login) and returns its first token. */
async function startFamily(db: Kysely<Database>, staffUserId: number): Promise<string> {
    const familyId = randomUUID();
    await db
        .insertInto('refreshTokenFamilies')
        .values({ id: familyId, staffUserId, revokedAt: null })
        .execute();
    return insertToken(db, familyId);
}

type RotationResult = { ok: true; token: string; staffUserId: number } | { ok: false };

/**
 * Spends a refresh token and returns its successor. The spend is one conditional UPDATE, so of two requests
 * racing with the same token only one wins; a token that was already spent is a replay, and the whole family
 * is revoked so that neither the thief nor the victim can go on with it.
 */
async function rotate(db: Kysely<Database>, token: string): Promise<RotationResult> {
    return db.transaction().execute(async trx => {
        const spent = await trx
            .updateTable('refreshTokens')
            .set({ rotatedAt: new Date() })
            .where('tokenHash', '=', hashOf(token))
            .where('rotatedAt', 'is', null)
            .where('expiresAt', '>', new Date())
            .returning('familyId')
            .executeTakeFirst();
        if (!spent) {
            const known = await trx
                .selectFrom('refreshTokens')
                .select('familyId')
                .where('tokenHash', '=', hashOf(token))
                .where('rotatedAt', 'is not', null)
                .executeTakeFirst();
            if (known) {
                await revokeFamily(trx, known.familyId);
            }
            return { ok: false };
        }
        const family = await trx
            .selectFrom('refreshTokenFamilies')
            .select('staffUserId')
            .where('id', '=', spent.familyId)
            .where('revokedAt', 'is', null)
            .executeTakeFirst();
        if (!family) {
            return { ok: false };
        }
        return {
            ok: true,
            token: await insertToken(trx, spent.familyId),
            staffUserId: family.staffUserId,
        };
    });
}

async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
    await db
        .updateTable('refreshTokenFamilies')
        .set({ revokedAt: new Date() })
        .where('id', '=', familyId)
        .where('revokedAt', 'is', null)
        .execute();
}

async function revokeFamilyOf(db: Kysely<Database>, token: string): Promise<void> {
    const row = await db
        .selectFrom('refreshTokens')
        .select('familyId')
        .where('tokenHash', '=', hashOf(token))
        .executeTakeFirst();
    if (row) {
        await revokeFamily(db, row.familyId);
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
        findStaff: (id: number) =>
            findStaff(db)
                .where('id', '=', id)
                .executeTakeFirstOrThrow()
                .then(row => ({ ...row, role: row.role as StaffRole })),
        startFamily: (staffUserId: number) => startFamily(db, staffUserId),
        rotate: (token: string) => rotate(db, token),
        revokeFamilyOf: (token: string) => revokeFamilyOf(db, token),
    };
}

export default fp(
    async app => {
        app.decorate('authRepository', authRepository(app.db));
    },
    { name: 'auth-repository', dependencies: ['db'] }
);
