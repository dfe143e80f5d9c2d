import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { type StaffRole, staffRoles } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';

export interface StaffIdentity {
    id: string;
    username: string;
    role: StaffRole;
}

declare module 'fastify' {
    interface FastifyInstance {
        signAccessToken(staff: StaffIdentity): Promise<string>;
        authenticate(request: FastifyRequest): Promise<void>;
    }
    interface FastifyRequest {
        staff: StaffIdentity | null;
    }
}

export interface AuthPluginOptions {
    dataDir: string;
    jwtSecret?: string;
}

const algorithm = 'HS256';
export const accessTokenLifetimeSeconds = 15 * 60;
const roles: readonly string[] = staffRoles;

/** JWT_SECRET when set; otherwise a key generated on first start and kept in DATA_DIR across restarts. */
async function signingKey(options: AuthPluginOptions): Promise<Uint8Array> {
    if (options.jwtSecret) {
        return new TextEncoder().encode(options.jwtSecret);
    }
    const file = path.join(options.dataDir, 'jwt-secret');
    const existing = await readFile(file, 'utf8').catch(() => undefined);
    if (existing) {
        return Buffer.from(existing.trim(), 'hex');
    }
    const key = randomBytes(32);
    await mkdir(options.dataDir, { recursive: true });
    // 'wx' fails when another process wrote the key first; then both read the same one back.
    await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
}

export default fp<AuthPluginOptions>(
    async (app, options) => {
        const key = await signingKey(options);

        app.decorate('signAccessToken', (staff: StaffIdentity) =>
            new SignJWT({ username: staff.username, role: staff.role })
                .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
                .setSubject(staff.id)
                .setIssuedAt()
                .setExpirationTime(`${accessTokenLifetimeSeconds}s`)
                .sign(key)
        );

        const verified = new Map<string, { staff: StaffIdentity; expiresAt: number }>();
        const maxRemembered = 10_000;

        async function verify(token: string): Promise<{ staff: StaffIdentity; expiresAt: number }> {
            try {
                // The algorithm is pinned: alg=none and tokens signed with any other key or algorithm fail here.
                const { payload } = await jwtVerify(token, key, { algorithms: [algorithm] });
                const { sub, username, role, exp } = payload;
                if (
                    !sub ||
                    typeof username !== 'string' ||
                    typeof role !== 'string' ||
                    !roles.includes(role) ||
                    !exp
                ) {
                    throw new HttpError(401, 'Invalid token');
                }
                return {
                    staff: { id: sub, username, role: role as StaffRole },
                    expiresAt: exp * 1000,
                };
            } catch (error) {
                if (error instanceof joseErrors.JWTExpired) {
                    throw new HttpError(401, 'Token expired');
                }
                throw new HttpError(401, 'Invalid token');
            }
        }

        app.decorateRequest('staff', null);
        app.decorate('authenticate', async (request: FastifyRequest) => {
            const header = request.headers.authorization ?? '';
            const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header);
            if (!match?.[1]) {
                throw new HttpError(401, 'Authentication required');
            }
            const token = match[1];
            const cached = verified.get(token);
            if (cached && cached.expiresAt > Date.now()) {
                request.staff = cached.staff;
                return;
            }
            const { staff, expiresAt } = await verify(token);
            // A token's signature and claims never change, so each one is verified once and remembered until it
            // expires: the HMAC check through WebCrypto was a tenth of the CPU of every authenticated request.
            if (verified.size >= maxRemembered) verified.clear();
            verified.set(token, { staff, expiresAt });
            request.staff = staff;
        });
    },
    { name: 'auth' }
);
