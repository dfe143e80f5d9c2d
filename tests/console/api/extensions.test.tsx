import { act, cleanup, fireEvent, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { extensionsAnswered, parseExtensions } from '../../../src/api/extensions';
import { useExtension } from '../../../src/api/useExtension';
import {
    extensionsHeader,
    HttpResponse,
    http,
    makeToken,
    refreshHandler,
    server,
    setUpApi,
} from '../api';
import { renderApp } from '../app';

// The spec's resources need no extension, so a console made of them never asks. A resource that needs one
// (as staff users and the audit log will) is added here: its entry shows only when the server offers it.
vi.mock('../../../src/resources', async original => {
    const actual = await original<typeof import('../../../src/resources')>();
    const { lazyViews } = await import('../../../src/lib/lazyView');
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
    it("against the provider's API (no header): the spec's screens and menu, and no request for extensions", async () => {
        server.use(refreshHandler(makeToken()));
        renderApp('/customer/42/points');
        await visitSampleScreens();
        expect(menuEntries().sort()).toEqual([...MENU].sort());
        // The refresh answer said nothing: the extension's entry is left out and nothing else is asked.
        expect(requests.paths).toEqual(['/v1/i/auth/token/refresh']);
        cleanup();
        renderApp('/audit');
        expect(await screen.findByText('Not Found', {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByText('Audit trail')).toBeNull();
        expect(requests.paths).not.toContain('/v1/i/extensions');
    });

    it('against our server: read from the refresh answer, however many screens are opened', async () => {
        server.use(refreshHandler(makeToken(), [], ['paging', 'audit-log']));
        renderApp('/customer/42/points');
        await visitSampleScreens();
        // The real Activity screen rides on the same extension as the mocked one.
        expect(menuEntries().sort()).toEqual([...MENU, 'Activity', 'app.shell.menu.audit'].sort());
        await userEvent.click(screen.getByRole('link', { name: 'app.shell.menu.audit' }));
        expect(await screen.findByRole('heading', { name: 'Audit trail' }, SLOW)).toBeVisible();
        expect(requests.paths).toEqual(['/v1/i/auth/token/refresh']);
    });

    it('from the login answer: signing in on our server shows its extensions', async () => {
        server.use(
            refreshHandler(null),
            http.post('/v1/i/auth/login', () =>
                HttpResponse.json(
                    { token: makeToken() },
                    { headers: extensionsHeader(['paging', 'audit-log']) }
                )
            )
        );
        renderApp('/login');
        await screen.findByRole('button', { name: 'Login' }, SLOW);
        fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'admin' } });
        fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
        fireEvent.click(screen.getByRole('button', { name: 'Login' }));
        const navigation = await screen.findByRole('navigation', {}, SLOW);
        expect(
            await within(navigation).findByRole('link', { name: 'app.shell.menu.audit' }, SLOW)
        ).toBeVisible();
        expect(requests.paths).not.toContain('/v1/i/extensions');
    });
});

describe('useExtension', () => {
    const offered = (name: string | undefined) => renderHook(() => useExtension(name)).result;

    it('reads the header as a comma-separated list, and follows a later session answer', () => {
        extensionsAnswered('paging, audit-log,csv-export');
        const paging = offered('paging');
        expect(paging.current).toBe(true);
        expect(offered('csv-export').current).toBe(true);
        expect(offered('staff-users').current).toBe(false);
        act(() => extensionsAnswered(null));
        expect(paging.current).toBe(false);
    });

    it('needs nothing without a name', () => {
        expect(offered(undefined).current).toBe(true);
    });

    it('a session answer without the header, or with an empty one, means none', () => {
        extensionsAnswered('');
        expect(offered('paging').current).toBe(false);
        expect(parseExtensions(null)).toEqual([]);
        expect(parseExtensions(' paging ,, csv-export ')).toEqual(['paging', 'csv-export']);
    });
});
