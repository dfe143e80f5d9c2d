import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '../../contract/index.ts';
import type { Permission } from '../../contract/permissions.ts';
import { createSessionCache, rememberingVerifier, signAccessToken } from '../auth/index.ts';
import { HttpError } from '../lib/httpError.ts';

export interface StaffIdentity {
    id: string;
    username: string;
    role: StaffRole;
}

declare module 'fastify' {
    interface FastifyInstance {
        /**
         * An access token for a session (`sessionId`: its refresh family). Without one, a new session of the
         * staff member is started (tests and the benchmark sign tokens this way).
         */
        signAccessToken(staff: TokenSubject): Promise<string>;
        authenticate(request: FastifyRequest): Promise<void>;
        /** Drops this instance's memory of an ended session (logout), so it is refused here at once. */
        forgetSession(sessionId: string): void;
        /** This instance's session cache, for the access changes that must reach it (accessChanges.ts). */
        sessionCache: Pick<ReturnType<typeof createSessionCache>, 'forgetStaff' | 'trust'>;
    }
    interface FastifyRequest {
        staff: SignedInStaff | null;
        /** The saved role and flags, when the access token carries others (see accessChangedHeader). */
        accessChanged: string | null;
    }
}

/** The signed-in staff member as the database has them now: their saved flags are what the seam enforces. */
export interface SignedInStaff extends StaffIdentity {
    permissions: Permission[];
    /** The session (refresh family) the access token belongs to. */
    sessionId: string;
    /** Until they change their password, the permission seam lets them reach only that change. */
    mustChangePassword: boolean;
}

/**
 * Whom a token is signed for. The flags travel in the token only for the console, which hides what the user may
 * not use; the server reads them from the database on every request (through the session cache).
 */
type TokenSubject = StaffIdentity & {
    sessionId?: string;
    permissions?: readonly Permission[];
    mustChangePassword?: boolean;
};

/**
 * Sent on any answer to a request whose access token carries another role or other flags than those saved now:
 * the console refreshes its session at once, so that its menu and buttons follow the change at its next
 * request rather than after the token's 15 minutes. Its value is the saved `role;flag,flag` (the console
 * refreshes once for each value it sees, so a token refreshed just before a change does not make it refresh
 * again and again).
 */
export const accessChangedHeader = 'x-access-changed';

const accessOf = (role: string, flags: readonly string[]) =>
    `${role};${[...flags].sort().join(',')}`;

export interface AuthPluginOptions {
    /** JWT_SECRET: one key for every instance; otherwise the key kept in the database. */
    jwtSecret?: string;
    /** How long an instance may go on trusting a session's state (and role) without asking the database. */
    sessionCacheSeconds: number;
}

export default fp<AuthPluginOptions>(
    async (app, options) => {
        const sessions = app.authRepository;
        const key = options.jwtSecret
            ? Buffer.from(options.jwtSecret)
            : await sessions.signingKey();
        const verifyAccessToken = rememberingVerifier(key);
        const cache = createSessionCache(sessions.sessionState, options.sessionCacheSeconds * 1000);

        app.decorate('signAccessToken', async (staff: TokenSubject) => {
            const sessionId =
                staff.sessionId ?? (await sessions.startFamily(Number(staff.id))).familyId;
            return signAccessToken(key, {
                sub: staff.id,
                sid: sessionId,
                username: staff.username,
                role: staff.role,
                permissions: [...(staff.permissions ?? [])],
                ...(staff.mustChangePassword ? { mustChangePassword: true as const } : {}),
            });
        });
        app.decorate('forgetSession', (sessionId: string) => cache.forget(sessionId));
        app.decorate('sessionCache', { forgetStaff: cache.forgetStaff, trust: cache.trust });

        app.decorateRequest('staff', null);
        app.decorateRequest('accessChanged', null);
        app.addHook('onSend', async (request, reply, payload) => {
            if (request.accessChanged) reply.header(accessChangedHeader, request.accessChanged);
            return payload;
        });
        app.decorate('authenticate', async (request: FastifyRequest) => {
            // RFC 9110 section 11.1: the scheme name is case-insensitive.
            const match = /^bearer +([A-Za-z0-9_.-]+)$/i.exec(request.headers.authorization ?? '');
            if (!match?.[1]) {
                throw new HttpError(401, 'Authentication required');
            }
            const verified = verifyAccessToken(match[1]);
            if (!verified.ok) {
                throw new HttpError(401, verified.reason);
            }
            const session = await cache.get(verified.claims.sid);
            if (
                !session ||
                session.revoked ||
                !session.staff.active ||
                String(session.staff.id) !== verified.claims.sub
            ) {
                throw new HttpError(401, 'Session ended. Please sign in again.');
            }
            // The role and flags as the database has them now, not as they were when the token was signed.
            const { id, username, role, permissions, mustChangePassword } = session.staff;
            request.staff = {
                id: String(id),
                username,
                role,
                permissions,
                sessionId: verified.claims.sid,
                mustChangePassword,
            };
            const saved = accessOf(role, permissions);
            const signed = accessOf(verified.claims.role, verified.claims.permissions ?? []);
            request.accessChanged = saved === signed ? null : saved;
        });
    },
    { name: 'auth', dependencies: ['auth-repository'] }
);
