import type { AccessTokenClaims } from '../../contract';

// Kept apart from ./api.ts (msw, vitest, the console's HTTP layer) so that the end-to-end suite's §7 provider
// (e2e/spec7Server.ts), which runs in plain Node, can sign its tokens the same way.

const base64url = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token whose claims jwt-decode can read; the signature is never checked on the client. */
export const makeToken = (claims: Partial<AccessTokenClaims> = {}) =>
    `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
        sub: 'staff-1',
        username: 'admin',
        role: 'admin',
        iat: 1_700_000_000,
        exp: 4_000_000_000,
        ...claims,
    })}.signature`;
