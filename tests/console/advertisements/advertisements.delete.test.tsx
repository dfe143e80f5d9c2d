import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '../../../contract/permissions';
import { setToken } from '../../../src/api/http';
import {
    HttpResponse,
    http,
    makeToken,
    offerExtensions,
    refreshHandler,
    server,
    setUpApi,
} from '../api';
import { renderApp } from '../app';
import { sampleAdvertisements } from './advertisements.fixtures';

// 'Delete item' of the phone menu: inert against the spec's API (advertisements.list.test), a confirmed delete
// where the server offers 'advertisement-delete', and absent for staff who may not manage advertisements.
vi.setConfig({ testTimeout: 30_000 });
setUpApi();
afterEach(() => {
    window.innerWidth = 1024;
});

const SLOW = { timeout: 10_000 };

const serve = (role: 'admin' | 'analyst', deleted: string[]) => {
    const token = makeToken({ role, permissions: defaultPermissions(role) });
    setToken(token);
    offerExtensions(['paging', 'advertisement-delete']);
    server.use(
        refreshHandler(token, [], ['paging', 'advertisement-delete']),
        http.get('/v1/i/advertisement', () => {
            const left = sampleAdvertisements.filter(ad => !deleted.includes(String(ad.id)));
            return HttpResponse.json({ advertisements: left, total: left.length });
        }),
        http.delete('/v1/i/advertisement/:id', ({ params }) => {
            deleted.push(String(params.id));
            return new HttpResponse(null, { status: 204 });
        })
    );
};

const openMenu = async (title: string) => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }, SLOW));
    return { user, menu: await screen.findByRole('menu') };
};

describe('Delete item on a phone, with the advertisement-delete extension', () => {
    it('asks first, deletes on confirm, says so and drops the row', async () => {
        const deleted: string[] = [];
        serve('admin', deleted);
        renderApp('/advertisements', 390);
        const { user, menu } = await openMenu('Year-end sale');
        await user.click(within(menu).getByRole('menuitem', { name: 'Delete item' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(/Delete the campaign "Year-end sale"\?/)).toBeVisible();
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        expect(deleted).toEqual([]);

        const again = await openMenu('Year-end sale');
        await again.user.click(within(again.menu).getByRole('menuitem', { name: 'Delete item' }));
        await again.user.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' })
        );
        await waitFor(() => expect(deleted).toEqual(['a1']));
        expect(await screen.findByText('Advertisement deleted successfully')).toBeVisible();
        await waitFor(() => expect(screen.queryByText('Year-end sale')).toBeNull());
    });

    it('is not offered to an Analyst, who may not manage advertisements', async () => {
        serve('analyst', []);
        renderApp('/advertisements', 390);
        const { menu } = await openMenu('Year-end sale');
        expect(within(menu).getByRole('menuitem', { name: 'View Details' })).toBeVisible();
        expect(within(menu).queryByRole('menuitem', { name: 'Delete item' })).toBeNull();
    });
});
