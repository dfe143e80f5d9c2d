import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffRole } from '../../../contract/index.ts';
import type { Permission } from '../../../contract/permissions.ts';
import type { Database } from '../../db/schema.ts';

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

/** A family is a session: one per login, named by the access tokens it issues (their `sid`). */
export interface Session {
    familyId: string;
    token: string;
}

/** Starts a new family (one per login) with its first token; one transaction, so a purge never sees it empty. */
export function startFamily(db: Kysely<Database>, staffUserId: number): Promise<Session> {
    return db.transaction().execute(async trx => {
        const familyId = randomUUID();
        await trx
            .insertInto('refreshTokenFamilies')
            .values({ id: familyId, staffUserId, revokedAt: null })
            .execute();
        return { familyId, token: await insertToken(trx, familyId) };
    });
}

export type RotationResult = ({ ok: true; staffUserId: number } & Session) | { ok: false };

/**
 * Spends a refresh token and returns its successor. The spend is one conditional UPDATE, so of two requests
 * racing with the same token exactly one spends it. A token spent less than `graceMs` ago is the same client
 * racing itself (two tabs reloading at once) and gets another successor in the same family; spent earlier, it
 * is a replay, and the whole family is revoked so that neither a thief nor the victim can go on with it
 * (RFC 9700 section 4.14.2 describes both).
 */
export function rotate(db: Kysely<Database>, token: string, graceMs: number) {
    return db.transaction().execute(async (trx): Promise<RotationResult> => {
        const now = new Date();
        const spent = await trx
            .updateTable('refreshTokens')
            .set({ rotatedAt: now })
            .where('tokenHash', '=', hashOf(token))
            .where('rotatedAt', 'is', null)
            .where('expiresAt', '>', now)
            .returning('familyId')
            .executeTakeFirst();
        if (!spent) {
            const known = await trx
                .selectFrom('refreshTokens')
                .select(['familyId', 'rotatedAt', 'expiresAt'])
                .where('tokenHash', '=', hashOf(token))
                .where('rotatedAt', 'is not', null)
                .executeTakeFirst();
            if (!known) return { ok: false };
            const spentAt = new Date(known.rotatedAt as Date).getTime();
            const inGrace = spentAt > now.getTime() - graceMs && new Date(known.expiresAt) > now;
            if (!inGrace) {
                await revokeFamily(trx, known.familyId);
                return { ok: false };
            }
            return successor(trx, known.familyId);
        }
        return successor(trx, spent.familyId);
    });
}

async function successor(db: Kysely<Database>, familyId: string): Promise<RotationResult> {
    const family = await db
        .selectFrom('refreshTokenFamilies')
        .select('staffUserId')
        .where('id', '=', familyId)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
    if (!family) return { ok: false };
    const token = await insertToken(db, familyId);
    return { ok: true, familyId, token, staffUserId: family.staffUserId };
}

async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
    await db
        .updateTable('refreshTokenFamilies')
        .set({ revokedAt: new Date() })
        .where('id', '=', familyId)
        .where('revokedAt', 'is', null)
        .execute();
}

/** Ends the session the token belongs to; answers its family id (for the cache of session states). */
export async function revokeFamilyOf(db: Kysely<Database>, token: string) {
    const row = await db
        .selectFrom('refreshTokens')
        .select('familyId')
        .where('tokenHash', '=', hashOf(token))
        .executeTakeFirst();
    if (row) await revokeFamily(db, row.familyId);
    return row?.familyId;
}

export interface SessionState {
    revoked: boolean;
    staff: {
        id: number;
        username: string;
        role: StaffRole;
        active: boolean;
        /** The flags saved on the staff member: what the permission seam enforces. */
        permissions: Permission[];
        /** Their own password change is all their session reaches until they make it. */
        mustChangePassword: boolean;
    };
}

/**
 * A session's state and its staff member as the database has them now, so that ending the session, disabling,
 * deleting or demoting the staff member, or changing their flags takes effect on the access tokens already issued.
 * A deleted staff member's session has no row here.
 */
export async function sessionState(
    db: Kysely<Database>,
    familyId: string
): Promise<SessionState | undefined> {
    const row = await db
        .selectFrom('refreshTokenFamilies as family')
        .innerJoin('staffUsers as staff', 'staff.id', 'family.staffUserId')
        .select([
            'family.revokedAt',
            'staff.id',
            'staff.username',
            'staff.role',
            'staff.status',
            'staff.permissions',
            'staff.mustChangePassword',
        ])
        .where('family.id', '=', familyId)
        .executeTakeFirst();
    if (!row) return undefined;
    const { revokedAt, status, ...staff } = row;
    return {
        revoked: revokedAt !== null,
        staff: {
            ...staff,
            role: staff.role as StaffRole,
            active: status === 'active',
            permissions: staff.permissions as Permission[],
        },
    };
}

/** Deletes expired refresh tokens, then the families left without any. */
export async function purgeExpiredTokens(db: Kysely<Database>): Promise<void> {
    await db.deleteFrom('refreshTokens').where('expiresAt', '<', new Date()).execute();
    await db
        .deleteFrom('refreshTokenFamilies')
        .where(eb =>
            eb.not(
                eb.exists(
                    eb
                        .selectFrom('refreshTokens')
                        .select('familyId')
                        .whereRef('refreshTokens.familyId', '=', 'refreshTokenFamilies.id')
                )
            )
        )
        .execute();
}
