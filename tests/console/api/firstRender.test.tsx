import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Admin, CustomRoutes, Resource, useResourceDefinitions } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, resourceDefinitions, resourceProps } from '../../../src/App';
import { PREFETCH_FRESH_MS, setToken } from '../../../src/api/http';
import { authProvider } from '../../../src/authProvider';
import { checkAuthKey, permissionsKey, seedSession, startingCache } from '../../../src/mount';
import { startEarly } from '../../../src/startup';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { sampleVouchers } from '../vouchers/vouchers.fixtures';

// The first screen is drawn in one render: what react-admin would otherwise learn during it, the
// session's permissions and the resources' definitions, is given before it starts (src/mount.tsx, src/App.tsx).

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 25_000 };
setUpApi();

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('seedSession', () => {
    it('puts the permissions and the session check authProvider answers in the cache, the check fresh at first', async () => {
        setToken(makeToken({ role: 'marketer', permissions: ['vouchers:write'] }));
        const queryClient = new QueryClient();
        await seedSession(queryClient);
        expect(queryClient.getQueryData(permissionsKey)).toEqual(
            await authProvider.getPermissions?.({})
        );
        expect(queryClient.getQueryData(permissionsKey)).toEqual({
            role: 'marketer',
            permissions: ['vouchers:write'],
        });
        // What react-admin's useAuthState keeps once authProvider.checkAuth let the session through.
        await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
        expect(queryClient.getQueryData(checkAuthKey)).toBe(true);
        const staleTime = queryClient.getQueryDefaults(checkAuthKey).staleTime as (query: {
            state: { dataUpdateCount: number };
        }) => number;
        expect(staleTime({ state: { dataUpdateCount: 1 } })).toBe(PREFETCH_FRESH_MS);
        // Any later check (another screen, a renewed session) asks authProvider as react-admin does.
        expect(staleTime({ state: { dataUpdateCount: 2 } })).toBe(0);
    });

    it('leaves everything to react-admin when there is no session', async () => {
        const queryClient = new QueryClient();
        await seedSession(queryClient);
        expect(queryClient.getQueryData(permissionsKey)).toBeUndefined();
        expect(queryClient.getQueryData(checkAuthKey)).toBeUndefined();
        expect(queryClient.getQueryDefaults(checkAuthKey).staleTime).toBeUndefined();
    });
});

describe('the console started on a list with a session', () => {
    it('draws the first screen from the session read before React rendered, asking authProvider nothing', async () => {
        server.use(
            refreshHandler(makeToken()),
            http.get('/v1/i/vouchers', () => HttpResponse.json({ vouchers: sampleVouchers }))
        );
        window.history.replaceState({}, '', '/vouchers');
        const queryClient = await startingCache(await startEarly('/vouchers'));
        const checkAuth = vi.spyOn(authProvider, 'checkAuth');
        const getPermissions = vi.spyOn(authProvider, 'getPermissions');
        // As src/mount.tsx renders it, without StrictMode: its second mount in development cancels the
        // guard's check (react-admin passes it the abort signal) and asks again, which production never does.
        render(<App queryClient={queryClient} />);
        expect(await screen.findAllByText(sampleVouchers[0].name, {}, SLOW)).not.toHaveLength(0);
        await new Promise(resolve => setTimeout(resolve, 300));
        // The guard and the list's own check both take the seeded answer, so the screen is drawn by React's
        // first render rather than by an urgent one when a check answers (src/mount.tsx).
        expect(checkAuth).not.toHaveBeenCalled();
        expect(getPermissions).not.toHaveBeenCalled();
    });
});

describe('the resources given to react-admin up front', () => {
    it('are what react-admin itself registers for the same resources', async () => {
        setToken(makeToken());
        let registered: object | undefined;
        const Probe = () => {
            registered = useResourceDefinitions();
            return <p>probe</p>;
        };
        window.history.replaceState({}, '', '/probe');
        render(
            <BrowserRouter>
                <Admin authProvider={authProvider} dataProvider={{} as never} disableTelemetry>
                    {resourceProps.map(props => (
                        <Resource key={props.name} {...props} />
                    ))}
                    <CustomRoutes noLayout>
                        <Route path="/probe" element={<Probe />} />
                    </CustomRoutes>
                </Admin>
            </BrowserRouter>
        );
        await screen.findByText('probe');
        await vi.waitFor(() =>
            expect(Object.keys(registered ?? {})).toHaveLength(resourceProps.length)
        );
        // Key for key, an undefined one included, as react-admin's own "nothing changed" test (lodash's isEqual).
        expect(registered).toStrictEqual(resourceDefinitions.definitions);
    });
});
