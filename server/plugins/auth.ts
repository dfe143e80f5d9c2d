import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { StaffRole } from '../../src/types.ts';
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
const roles: readonly string[] = ['admin', 'manager', 'marketer', 'advertiser', 'analyst'];

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

        app.decorateRequest('staff', null);
        app.decorate('authenticate', async (request: FastifyRequest) => {
            const header = request.headers.authorization ?? '';
            const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header);
            if (!match?.[1]) {
                throw new HttpError(401, 'Authentication required');
            }
            try {
                // The algorithm is pinned: alg=none and tokens signed with any other key or algorithm fail here.
                const { payload } = await jwtVerify(match[1], key, { algorithms: [algorithm] });
                const { sub, username, role } = payload;
                if (
                    !sub ||
                    typeof username !== 'string' ||
                    typeof role !== 'string' ||
                    !roles.includes(role)
                ) {
                    throw new HttpError(401, 'Invalid token');
                }
                request.staff = { id: sub, username, role: role as StaffRole };
            } catch (error) {
                if (error instanceof joseErrors.JWTExpired) {
                    throw new HttpError(401, 'Token expired');
                }
                throw new HttpError(401, 'Invalid token');
            }
        });
    },
    { name: 'auth' }
);
