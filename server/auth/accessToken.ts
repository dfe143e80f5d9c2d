import { createHmac, timingSafeEqual } from 'node:crypto';
import { type StaffRole, staffRoles } from '../../contract/index.ts';
import type { Permission } from '../../contract/permissions.ts';

// HS256 JWTs signed and verified with a synchronous HMAC: a check takes microseconds on the request's own thread,
// so it never queues behind password hashing in libuv's thread pool (WebCrypto's HMAC did, and a login burst
// held every authenticated request for seconds).
export const accessTokenLifetimeSeconds = 15 * 60;
const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const roles: readonly string[] = staffRoles;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The claims this server signs: the console greets `username` and hides what `permissions` (the flags saved when
 * the token was signed) do not allow; `sid` names the session, through which the server reads the current ones.
 */
export interface AccessClaims {
    sub: string;
    sid: string;
    username: string;
    role: StaffRole;
    permissions: Permission[];
    /** Present (true) while the staff member must change their password before anything else. */
    mustChangePassword?: true;
    iat: number;
    exp: number;
}

const signatureOf = (key: Buffer, signed: string) =>
    createHmac('sha256', key).update(signed).digest();

export function signAccessToken(
    key: Buffer,
    claims: Omit<AccessClaims, 'iat' | 'exp'>,
    now = Date.now()
): string {
    const iat = Math.floor(now / 1000);
    const body = { ...claims, iat, exp: iat + accessTokenLifetimeSeconds };
    const signed = `${header}.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
    return `${signed}.${signatureOf(key, signed).toString('base64url')}`;
}

export type Verification = { ok: true; claims: AccessClaims } | { ok: false; reason: string };

/**
 * The algorithm is pinned: whatever the token's header says, only an HS256 signature by this key passes, so
 * alg=none and tokens signed with another key or algorithm fail here.
 */
export function verifyAccessToken(key: Buffer, token: string, now = Date.now()): Verification {
    const [head, body, signature, ...rest] = token.split('.');
    if (head === undefined || body === undefined || signature === undefined || rest.length > 0) {
        return { ok: false, reason: 'Invalid token' };
    }
    const expected = signatureOf(key, `${head}.${body}`);
    const actual = Buffer.from(signature, 'base64url');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
        return { ok: false, reason: 'Invalid token' };
    }
    const claims = parseClaims(head, body);
    if (!claims) return { ok: false, reason: 'Invalid token' };
    if (claims.exp * 1000 <= now) return { ok: false, reason: 'Token expired' };
    return { ok: true, claims };
}

function parseClaims(head: string, body: string): AccessClaims | undefined {
    try {
        const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString());
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
        const valid =
            alg === 'HS256' &&
            typeof claims.sub === 'string' &&
            typeof claims.sid === 'string' &&
            uuid.test(claims.sid) &&
            typeof claims.username === 'string' &&
            roles.includes(claims.role) &&
            Number.isInteger(claims.exp);
        return valid ? claims : undefined;
    } catch {
        return undefined;
    }
}

/**
 * verifyAccessToken, remembering the claims of each token it has passed: a console sends the same token for 15
 * minutes, and checking its signature again on every request would cost 6% of the API's CPU time under load (bench:api --profile).
 * A token is remembered by its whole text, signature included, so only that exact string passes without a new
 * check; expiry is checked on every use.
 */
export function rememberingVerifier(key: Buffer, maxEntries = 10_000) {
    const passed = new Map<string, AccessClaims>();
    return (token: string, now = Date.now()): Verification => {
        const claims = passed.get(token);
        if (!claims) {
            const verified = verifyAccessToken(key, token, now);
            if (verified.ok) {
                if (passed.size >= maxEntries) passed.clear();
                passed.set(token, Object.freeze(verified.claims));
            }
            return verified;
        }
        if (claims.exp * 1000 <= now) {
            passed.delete(token);
            return { ok: false, reason: 'Token expired' };
        }
        return { ok: true, claims };
    };
}
