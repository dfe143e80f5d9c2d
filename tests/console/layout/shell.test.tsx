import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp, watchForShell } from '../app';

setUpApi();

// The whole console mounts in these tests, which takes more than a second on a busy machine.
const SLOW = { timeout: 10_000 };

const ENTRIES = ['Vouchers', 'Advertisements', 'Notifications', 'Customers', 'Users', 'Setting'];

const signedInAs = (username: string) => server.use(refreshHandler(makeToken({ username })));

const entries = (navigation: HTMLElement) =>
    within(navigation)
        .getAllByRole('button', { hidden: true })
        .concat(within(navigation).getAllByRole('link'))
        .map(element => element.textContent);

describe('shell at a large width (1440 px)', { timeout: 30_000 }, () => {
    it('shows the sidebar with six entries, the active one by path prefix, and the greeting', async () => {
        signedInAs('admin');
        renderApp('/customer/42/points');
        expect(await screen.findByText('Hi, admin', {}, SLOW)).toBeInTheDocument();
        const navigation = screen.getByRole('navigation');
        expect(navigation.closest('aside')).not.toBeNull();
        expect(entries(navigation).sort()).toEqual([...ENTRIES].sort());
        const customers = within(navigation).getByRole('link', { name: 'Customers' });
        expect(customers).toHaveAttribute('aria-current', 'page');
        expect(customers).toHaveClass('Mui-selected');
        expect(within(navigation).getByRole('link', { name: 'Vouchers' })).not.toHaveAttribute(
            'aria-current'
        );
        // Setting is a placeholder without a route.
        expect(within(navigation).queryByRole('link', { name: 'Setting' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
        const header = screen.getByRole('banner');
        expect(within(header).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
            'href',
            '/notifications'
        );
        expect(within(header).getByText('BR')).toBeInTheDocument();
    });

    it('follows the path: navigating from an entry moves the highlight', async () => {
        signedInAs('admin');
        renderApp('/users');
        const navigation = await screen.findByRole('navigation', {}, SLOW);
        expect(within(navigation).getByRole('link', { name: 'Users' })).toHaveAttribute(
            'aria-current',
            'page'
        );
        fireEvent.click(within(navigation).getByRole('link', { name: 'Notifications' }));
        await waitFor(
            () =>
                expect(
                    within(navigation).getByRole('link', { name: 'Notifications' })
                ).toHaveAttribute('aria-current', 'page'),
            SLOW
        );
        expect(within(navigation).getByRole('link', { name: 'Users' })).not.toHaveAttribute(
            'aria-current'
        );
    });
});

describe('shell at a small width (390 px)', { timeout: 30_000 }, () => {
    it('has no sidebar; the menu button opens a right-hand drawer with the entries', async () => {
        signedInAs('siti');
        renderApp('/notification/create', 390);
        expect(await screen.findByText('Hi, siti', {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByRole('navigation')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
        const navigation = await screen.findByRole('navigation', {}, SLOW);
        expect(navigation.closest('.MuiDrawer-paper')).not.toBeNull();
        expect(
            navigation.closest('.MuiDrawer-anchorRight, .MuiDrawer-paperAnchorRight')
        ).not.toBeNull();
        expect(entries(navigation).sort()).toEqual([...ENTRIES].sort());
        expect(within(navigation).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
            'aria-current',
            'page'
        );
        fireEvent.click(within(navigation).getByRole('link', { name: 'Users' }));
        await waitFor(() => expect(window.location.pathname).toBe('/users'), SLOW);
        await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull(), SLOW);
    });
});

describe('guard', { timeout: 30_000 }, () => {
    it('without a session: one refresh, then /login, and nothing of the shell ever rendered', async () => {
        const refreshes: Request[] = [];
        server.use(refreshHandler(null, refreshes));
        const shell = watchForShell();
        renderApp('/vouchers');
        expect(await screen.findByRole('button', { name: 'Login' }, SLOW)).toBeInTheDocument();
        expect(window.location.pathname).toBe('/login');
        expect(refreshes).toHaveLength(1);
        expect(shell.seen).toBe(false);
        shell.stop();
    });

    it('logout from the avatar menu calls the API, clears the session and returns to /login', async () => {
        server.use(refreshHandler(makeToken({ username: 'admin' }), [], ['logout']));
        const logouts: Request[] = [];
        server.use(
            http.post('/v1/i/auth/logout', ({ request }) => {
                logouts.push(request);
                return new HttpResponse(null, { status: 204 });
            })
        );
        renderApp('/users');
        fireEvent.click(await screen.findByRole('button', { name: 'BR, account menu' }, SLOW));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }, SLOW));
        expect(await screen.findByRole('button', { name: 'Login' }, SLOW)).toBeInTheDocument();
        expect(window.location.pathname).toBe('/login');
        expect(logouts).toHaveLength(1);
        expect(getToken()).toBeNull();
    });
});
