import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../src/api/http';
import { useExtension } from '../../../src/api/useExtension';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';

// The spec's resources need no extension, so a console made of them never asks. A resource that needs one
// (as staff users and the audit log will) is added here: its entry shows only when the server offers it.
vi.mock('../../../src/resources', async original => {
    const actual = await original<typeof import('../../../src/resources')>();
    const { lazyViews } = await import('../../../src/resources/lazyView');
    const routes = {
        list: { path: '/audit', view: async () => ({ default: () => <h1>Audit trail</h1> }) },
    };
    const audit = {
        name: 'audit',
        routes,
        views: lazyViews(routes),
        menu: { label: 'audit', order: 7 },
        extension: 'audit-log',
    };
    return {
        ...actual,
        RESOURCES: [...actual.RESOURCES, audit],
        MENU: [...actual.MENU, audit],
    };
});

setUpApi();

const SLOW = { timeout: 10_000 };
const MENU = ['Vouchers', 'Advertisements', 'Notifications', 'Customers', 'Users', 'Setting'];

/** Every path the console asks for while the test runs. */
const recordRequests = () => {
    const paths: string[] = [];
    const record = ({ request }: { request: Request }) => {
        paths.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    return { paths, stop: () => server.events.removeListener('request:start', record) };
};

let requests: ReturnType<typeof recordRequests>;
beforeEach(() => {
    requests = recordRequests();
});
afterEach(() => requests.stop());

const menuEntries = () =>
    within(screen.getByRole('navigation'))
        .getAllByRole('link')
        .map(link => link.textContent)
        .concat(
            within(screen.getByRole('navigation'))
                .getAllByRole('button', { hidden: true })
                .map(button => button.textContent)
        );

/** Opens the sample screens of spec §2 one after the other, through the menu and the customer's links. */
const visitSampleScreens = async () => {
    expect(
        await screen.findByRole('heading', { name: 'Points History' }, SLOW)
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sample data');
    const navigation = screen.getByRole('navigation');
    await userEvent.click(within(navigation).getByRole('link', { name: 'Users' }));
    expect(
        await screen.findByRole('heading', { level: 1, name: 'Users' }, SLOW)
    ).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeVisible();
    await userEvent.click(within(navigation).getByRole('link', { name: 'Notifications' }));
    expect(
        await screen.findByRole('heading', { level: 1, name: 'Notifications' }, SLOW)
    ).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeVisible();
};

describe('extensions', { timeout: 30_000 }, () => {
    it("against the provider's API (404): the spec's screens and menu, and no extension calls", async () => {
        server.use(refreshHandler(makeToken()));
        renderApp('/customer/42/points');
        await visitSampleScreens();
        expect(menuEntries().sort()).toEqual([...MENU].sort());
        // Asked once; the 404 leaves the extension's entry out and nothing of it is called.
        expect(requests.paths.sort()).toEqual(['/v1/i/auth/token/refresh', '/v1/i/extensions']);
        cleanup();
        renderApp('/audit');
        expect(await screen.findByText('Not Found', {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByText('Audit trail')).toBeNull();
    });

    it('against our server: asked once after sign-in, however many screens are opened', async () => {
        server.use(
            refreshHandler(makeToken()),
            http.get('/v1/i/extensions', () =>
                HttpResponse.json({ data: { extensions: ['paging', 'audit-log'] } })
            )
        );
        renderApp('/customer/42/points');
        await visitSampleScreens();
        // The real Activity screen rides on the same extension as the mocked one.
        expect(menuEntries().sort()).toEqual([...MENU, 'Activity', 'app.shell.menu.audit'].sort());
        await userEvent.click(screen.getByRole('link', { name: 'app.shell.menu.audit' }));
        expect(await screen.findByRole('heading', { name: 'Audit trail' }, SLOW)).toBeVisible();
        expect(requests.paths.filter(path => path === '/v1/i/extensions')).toHaveLength(1);
    });
});

describe('useExtension', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    );
    const offered = async (name: string) => {
        const { result } = renderHook(() => useExtension(name), { wrapper });
        await waitFor(() => expect(result.current).not.toBeUndefined());
        return result.current;
    };

    it('reads the list in either envelope', async () => {
        setToken(makeToken());
        server.use(
            http.get('/v1/i/extensions', () => HttpResponse.json({ extensions: ['paging'] }))
        );
        expect(await offered('paging')).toBe(true);
        expect(await offered('audit-log')).toBe(false);
    });

    it('a failed call means none', async () => {
        setToken(makeToken());
        server.use(http.get('/v1/i/extensions', () => HttpResponse.error()));
        expect(await offered('paging')).toBe(false);
    });
});
