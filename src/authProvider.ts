import { jwtDecode } from 'jwt-decode';
import type { AuthProvider } from 'react-admin';
import type { AccessTokenClaims } from '../contract';
import { type Permission, permissions } from '../contract/permissions';
import { offers } from './api/extensions';
import { getToken, refreshOnce, request, setToken, tokenOf } from './api/http';
import { resourceNamed } from './resources';

const claims = () => {
    const token = getToken();
    if (!token) throw new Error('Not signed in');
    return jwtDecode<AccessTokenClaims>(token);
};

/**
 * The flags the token carries, as they were saved on the staff member at sign-in or the last refresh. A token
 * without any comes from a provider without staff users, which enforces its own rules: nothing is hidden then.
 */
const heldPermissions = (): readonly Permission[] => claims().permissions ?? permissions;

/** The actions that change a record; any other (list, show, export, ...) needs only a session. */
const WRITES = new Set(['create', 'edit', 'delete']);

export const authProvider: AuthProvider = {
    login: async ({ username, password }: { username: string; password: string }) => {
        const body = await request('/v1/i/auth/login', {
            method: 'POST',
            body: { username, password },
            retryAfterRefresh: false,
        });
        const token = tokenOf(body);
        if (!token) throw new Error('The login answer carries no token');
        setToken(token);
    },
    logout: async () => {
        // Without a token there is no session to end, and the failed refresh that led here stays the answer
        // for the guard's next check instead of a second refresh request.
        if (!getToken()) return;
        // Revokes the refresh cookie where the server offers it (spec §7 has no logout call, so the provider's
        // own API is not asked); a failure changes nothing here.
        if (offers('logout')) {
            await request('/v1/i/auth/logout', { method: 'POST', retryAfterRefresh: false }).catch(
                () => undefined
            );
        }
        setToken(null);
    },
    // The guard (spec §2): without a token, one refresh with the cookie; without success, /login quietly.
    checkAuth: async () => {
        if (getToken() || (await refreshOnce(null))) return;
        throw { redirectTo: '/login', message: false };
    },
    // The HTTP layer already refreshed and retried once: a 401 reaching here means the session is over.
    checkError: async (error: { status?: number }) => {
        if (error?.status === 401) {
            setToken(null);
            throw { redirectTo: '/login' };
        }
    },
    getIdentity: async () => {
        const { sub, username } = claims();
        return { id: sub, fullName: username };
    },
    getPermissions: async () =>
        getToken() ? { role: claims().role, permissions: heldPermissions() } : undefined,
    // Mirrors the server's permission seam: a write needs its resource's permission (src/resources), which the
    // signed-in staff member's flags hold or not. Called beside the guard's first check, it joins the same
    // refresh. The server checks again on every request, with the flags as they are now.
    canAccess: async ({ action, resource }) => {
        if (!getToken() && !(await refreshOnce(null))) return false;
        const declared = resourceNamed(resource);
        const needed = WRITES.has(action) ? declared?.permission : declared?.listPermission;
        return !needed || heldPermissions().includes(needed);
    },
};
