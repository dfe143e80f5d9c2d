import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, HttpError, request, setToken } from '../../../src/api/http';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import {
    HttpResponse,
    http,
    makeToken,
    refreshHandler,
    server,
    setUpApi,
    setXsrfCookie,
} from '../api';

setUpApi();
afterEach(() => vi.restoreAllMocks());

// msw rebuilds the Request and drops its credentials mode, so the mode is read from the fetch call itself.
const credentialsOfLastFetch = (spy: ReturnType<typeof vi.spyOn>) =>
    (spy.mock.lastCall?.[1] as RequestInit)?.credentials;

const expired = makeToken({ username: 'old' });
const fresh = makeToken({ username: 'new' });

/** GET /v1/i/customers answering 401 to the expired token and the list to the fresh one. */
const customersByToken = (seen: string[]) =>
    http.get('/v1/i/customers', ({ request }) => {
        const authorization = request.headers.get('Authorization') ?? '';
        seen.push(authorization);
        return authorization === `Bearer ${fresh}`
            ? HttpResponse.json({ customers: [{ id: 'c1', name: 'Aisyah' }] })
            : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    });

describe('HTTP layer headers (spec §7)', () => {
    it('sends cookies, the Bearer token, X-XSRF-TOKEN from the XSRF-TOKEN cookie and JSON', async () => {
        let seen: Request | undefined;
        server.use(
            http.post('/v1/i/vouchers/v1/users/assign', ({ request }) => {
                seen = request.clone();
                return HttpResponse.json({});
            })
        );
        setXsrfCookie('abc/123');
        setToken('token-1');
        const fetchSpy = vi.spyOn(globalThis, 'fetch');
        await request('/v1/i/vouchers/v1/users/assign', {
            method: 'POST',
            body: { users: ['c1'] },
        });
        expect(credentialsOfLastFetch(fetchSpy)).toBe('include');
        expect(seen?.headers.get('Authorization')).toBe('Bearer token-1');
        expect(seen?.headers.get('X-XSRF-TOKEN')).toBe('abc/123');
        expect(seen?.headers.get('Content-Type')).toBe('application/json');
        expect(await seen?.json()).toEqual({ users: ['c1'] });
    });

    it('sends no Authorization without a token and no X-XSRF-TOKEN without the cookie', async () => {
        let seen: Request | undefined;
        server.use(
            http.get('/v1/i/vouchers', ({ request }) => {
                seen = request;
                return HttpResponse.json({ data: { vouchers: [] } });
            })
        );
        const fetchSpy = vi.spyOn(globalThis, 'fetch');
        await request('/v1/i/vouchers', { retryAfterRefresh: false });
        expect(seen?.headers.has('Authorization')).toBe(false);
        expect(seen?.headers.has('X-XSRF-TOKEN')).toBe(false);
        expect(credentialsOfLastFetch(fetchSpy)).toBe('include');
    });

    it('rejects with HttpError(message, status, body) and keeps field errors in the body', async () => {
        const body = { message: 'Invalid voucher', errors: { name: 'Name is required' } };
        server.use(http.get('/v1/i/vouchers/x', () => HttpResponse.json(body, { status: 400 })));
        const error = await request('/v1/i/vouchers/x').catch(caught => caught);
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ message: 'Invalid voucher', status: 400, body });
    });

    it('uses the status text when the server sends no message', async () => {
        server.use(
            http.get(
                '/v1/i/vouchers/x',
                () => new HttpResponse(null, { status: 500, statusText: 'Server Error' })
            )
        );
        await expect(request('/v1/i/vouchers/x')).rejects.toMatchObject({
            message: 'Server Error',
            status: 500,
        });
    });
});

describe('401: one refresh, one retry (spec §4)', () => {
    it('refreshes once and retries the call once with the new token', async () => {
        const authorizations: string[] = [];
        const refreshes: Request[] = [];
        server.use(customersByToken(authorizations), refreshHandler(fresh, refreshes));
        setToken(expired);
        const { data } = await dataProvider.getList('customers', {});
        expect(data).toEqual([{ id: 'c1', name: 'Aisyah' }]);
        expect(authorizations).toEqual([`Bearer ${expired}`, `Bearer ${fresh}`]);
        expect(refreshes).toHaveLength(1);
        expect(refreshes[0].headers.has('Authorization')).toBe(false);
        expect(await refreshes[0].text()).toBe('');
        expect(getToken()).toBe(fresh);
    });

    it.each([
        ['data.token', { data: { token: fresh } }],
        ['token', { token: fresh }],
    ])('reads the refreshed token at %s', async (_reading, answer) => {
        const authorizations: string[] = [];
        server.use(
            customersByToken(authorizations),
            http.post('/v1/i/auth/token/refresh', () => HttpResponse.json(answer))
        );
        setToken(expired);
        await dataProvider.getList('customers', {});
        expect(authorizations.at(-1)).toBe(`Bearer ${fresh}`);
    });

    it('retries only once: a second 401 is final and is not refreshed again', async () => {
        const refreshes: Request[] = [];
        let calls = 0;
        server.use(
            http.get('/v1/i/customers', () => {
                calls += 1;
                return HttpResponse.json({}, { status: 401 });
            }),
            refreshHandler(fresh, refreshes)
        );
        setToken(expired);
        await expect(dataProvider.getList('customers', {})).rejects.toMatchObject({ status: 401 });
        expect(calls).toBe(2);
        expect(refreshes).toHaveLength(1);
    });

    it('on refresh failure clears the token, rejects with the 401, and the user is sent to /login', async () => {
        const authorizations: string[] = [];
        server.use(customersByToken(authorizations), refreshHandler(null));
        setToken(expired);
        const error = await dataProvider.getList('customers', {}).catch(caught => caught);
        expect(error).toMatchObject({ status: 401 });
        expect(authorizations).toHaveLength(1);
        expect(getToken()).toBeNull();
        await expect(authProvider.checkError(error)).rejects.toMatchObject({
            redirectTo: '/login',
        });
    });

    it('20 parallel calls with an expired token cause exactly one refresh and 20 successful retries', async () => {
        const authorizations: string[] = [];
        const refreshes: Request[] = [];
        server.use(customersByToken(authorizations), refreshHandler(fresh, refreshes));
        setToken(expired);
        const results = await Promise.all(
            Array.from({ length: 20 }, () => dataProvider.getList('customers', {}))
        );
        expect(results.every(({ data }) => data[0]?.name === 'Aisyah')).toBe(true);
        expect(refreshes).toHaveLength(1);
        expect(authorizations.filter(value => value === `Bearer ${expired}`)).toHaveLength(20);
        expect(authorizations.filter(value => value === `Bearer ${fresh}`)).toHaveLength(20);
    });

    it('20 parallel calls whose refresh fails cause one refresh and 20 rejections', async () => {
        const refreshes: Request[] = [];
        server.use(customersByToken([]), refreshHandler(null, refreshes));
        setToken(expired);
        const results = await Promise.allSettled(
            Array.from({ length: 20 }, () => dataProvider.getList('customers', {}))
        );
        expect(results.every(result => result.status === 'rejected')).toBe(true);
        expect(refreshes).toHaveLength(1);
    });

    it('never refreshes after a 401 from login itself', async () => {
        const refreshes: Request[] = [];
        server.use(
            http.post('/v1/i/auth/login', () => HttpResponse.json({}, { status: 401 })),
            refreshHandler(fresh, refreshes)
        );
        await expect(
            authProvider.login({ username: 'admin', password: 'wrong' })
        ).rejects.toMatchObject({
            status: 401,
        });
        expect(refreshes).toHaveLength(0);
    });
});
