import { describe, expect, it } from 'vitest';
import { permissions } from '../../../contract/permissions';
import { getToken, setToken } from '../../../src/api/http';
import { authProvider } from '../../../src/authProvider';
import { startEarly } from '../../../src/startup';
import {
    HttpResponse,
    http,
    makeToken,
    offerExtensions,
    refreshHandler,
    server,
    setUpApi,
    setXsrfCookie,
} from '../api';

setUpApi();

describe('authProvider', () => {
    it('login: POST /v1/i/auth/login with {username, password}, keeping the token of the answer in memory', async () => {
        const token = makeToken({ username: 'siti', role: 'marketer', sub: 'u9' });
        const seen: Request[] = [];
        server.use(
            http.post('/v1/i/auth/login', ({ request }) => {
                seen.push(request.clone());
                return HttpResponse.json({ token });
            })
        );
        setXsrfCookie('x1');
        await authProvider.login({ username: 'siti', password: 'secret' });
        expect(await seen[0].json()).toEqual({ username: 'siti', password: 'secret' });
        expect(seen[0].headers.get('X-XSRF-TOKEN')).toBe('x1');
        expect(getToken()).toBe(token);
        expect(localStorage.length + sessionStorage.length).toBe(0);
        expect(document.cookie).not.toContain(token);
        expect(await authProvider.getIdentity?.()).toEqual({ id: 'u9', fullName: 'siti' });
        // A token without flags (a provider without staff users) hides nothing.
        expect(await authProvider.getPermissions?.({})).toEqual({
            role: 'marketer',
            permissions,
        });
    });

    it('login also reads the token at data.token', async () => {
        const token = makeToken();
        server.use(http.post('/v1/i/auth/login', () => HttpResponse.json({ data: { token } })));
        await authProvider.login({ username: 'admin', password: 'x' });
        expect(getToken()).toBe(token);
    });

    it('checkAuth with a token makes no call', async () => {
        setToken(makeToken());
        await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    });

    it('checkAuth without a token refreshes with the cookie, once, and passes on success', async () => {
        const refreshes: Request[] = [];
        const token = makeToken({ username: 'ravi' });
        server.use(refreshHandler(token, refreshes));
        await Promise.all([authProvider.checkAuth({}), authProvider.checkAuth({})]);
        expect(refreshes).toHaveLength(1);
        expect(getToken()).toBe(token);
        expect(await authProvider.getIdentity?.()).toMatchObject({ fullName: 'ravi' });
    });

    it('the refresh started before the first render is the one the guard joins; none on /login', async () => {
        const refreshes: Request[] = [];
        server.use(refreshHandler(makeToken(), refreshes));
        startEarly('/login');
        startEarly('/notifications');
        await authProvider.checkAuth({});
        expect(refreshes).toHaveLength(1);
    });

    it("a failed early refresh is the guard's answer too: /login after one request, none after logout", async () => {
        const refreshes: Request[] = [];
        server.use(refreshHandler(null, refreshes));
        await startEarly('/vouchers');
        await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
        await authProvider.logout({});
        await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
        expect(refreshes).toHaveLength(1);
    });

    it('checkAuth without a token rejects towards /login, quietly, when the refresh fails', async () => {
        server.use(refreshHandler(null));
        await expect(authProvider.checkAuth({})).rejects.toEqual({
            redirectTo: '/login',
            message: false,
        });
        expect(getToken()).toBeNull();
    });

    it('checkError passes errors other than 401 (a 403 keeps the session)', async () => {
        setToken(makeToken());
        await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
        await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
        expect(getToken()).not.toBeNull();
    });

    it('logout: POST /v1/i/auth/logout where the server offers it, and the token is gone even when it fails', async () => {
        const seen: Request[] = [];
        server.use(
            http.post('/v1/i/auth/logout', ({ request }) => {
                seen.push(request);
                return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
            })
        );
        offerExtensions(['logout']);
        setToken(makeToken());
        await authProvider.logout({});
        expect(seen).toHaveLength(1);
        expect(getToken()).toBeNull();
    });

    it("logout against the provider's own API (no logout extension): no call, and the token is gone", async () => {
        const seen: Request[] = [];
        const record = ({ request }: { request: Request }) => {
            seen.push(request);
        };
        server.events.on('request:start', record);
        setToken(makeToken());
        await authProvider.logout({});
        server.events.removeListener('request:start', record);
        expect(seen).toEqual([]);
        expect(getToken()).toBeNull();
    });

    it('canAccess: reading needs a session; create, edit and delete need the resource permission, held by every role today', async () => {
        setToken(makeToken({ role: 'analyst' }));
        for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
            await expect(authProvider.canAccess?.({ action, resource: 'vouchers' })).resolves.toBe(
                true
            );
        }
        await expect(
            authProvider.canAccess?.({ action: 'create', resource: 'customerVouchers' })
        ).resolves.toBe(true);
    });

    it("canAccess and getPermissions follow the flags the token carries, not the role's", async () => {
        setToken(makeToken({ role: 'admin', permissions: ['advertisements:write'] }));
        expect(await authProvider.getPermissions?.({})).toEqual({
            role: 'admin',
            permissions: ['advertisements:write'],
        });
        for (const action of ['list', 'show']) {
            await expect(authProvider.canAccess?.({ action, resource: 'users' })).resolves.toBe(
                true
            );
        }
        for (const action of ['create', 'edit', 'delete']) {
            await expect(authProvider.canAccess?.({ action, resource: 'vouchers' })).resolves.toBe(
                false
            );
            await expect(
                authProvider.canAccess?.({ action, resource: 'advertisements' })
            ).resolves.toBe(true);
        }
        await expect(
            authProvider.canAccess?.({ action: 'create', resource: 'customerVouchers' })
        ).resolves.toBe(false);
    });

    it('canAccess without a session joins the refresh, and denies when it fails', async () => {
        const refreshes: Request[] = [];
        server.use(refreshHandler(null, refreshes));
        await expect(
            authProvider.canAccess?.({ action: 'list', resource: 'vouchers' })
        ).resolves.toBe(false);
        await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
        expect(refreshes).toHaveLength(1);
    });
});
