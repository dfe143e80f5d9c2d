import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '../../../contract/permissions';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { sampleAdvertisements } from './advertisements.fixtures';

// The desktop row's Delete: where the server offers 'advertisement-delete', to staff who may manage
// advertisements, after a confirmation; not there for an Analyst, nor against the provider's API (§7 has no
// delete call), where the row keeps only 'View Details' as the spec lays it out.
vi.setConfig({ testTimeout: 60_000 });
setUpApi();
const SLOW = { timeout: 20_000 };

const serve = (role: 'admin' | 'analyst', extensions: string[] | undefined, deleted: string[]) => {
    server.use(
        refreshHandler(makeToken({ role, permissions: defaultPermissions(role) }), [], extensions),
        http.get('/v1/i/advertisement', () => {
            const left = sampleAdvertisements.filter(ad => !deleted.includes(String(ad.id)));
            return HttpResponse.json({ advertisements: left });
        }),
        http.delete('/v1/i/advertisement/:id', ({ params }) => {
            deleted.push(String(params.id));
            return new HttpResponse(null, { status: 204 });
        })
    );
};

describe('Delete on the desktop list', () => {
    it('asks first, then deletes the campaign and drops its row', async () => {
        const deleted: string[] = [];
        serve('admin', ['advertisement-delete'], deleted);
        renderApp('/advertisements');
        const user = userEvent.setup();
        await user.click(await screen.findByRole('button', { name: 'Delete Year-end sale' }, SLOW));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(/Delete the campaign "Year-end sale"\?/)).toBeVisible();
        await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
        await waitFor(() => expect(deleted).toEqual(['a1']));
        expect(await screen.findByText('Advertisement deleted successfully')).toBeVisible();
        await waitFor(() => expect(screen.queryByText('Year-end sale')).toBeNull());
    });

    it('is not offered to an Analyst, nor against the provider’s API', async () => {
        serve('analyst', ['advertisement-delete'], []);
        const { unmount } = renderApp('/advertisements');
        expect(await screen.findByText('Year-end sale', {}, SLOW)).toBeVisible();
        expect(screen.getAllByRole('link', { name: 'View Details' }).length).toBeGreaterThan(0);
        expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
        unmount();

        serve('admin', undefined, []);
        renderApp('/advertisements');
        expect(await screen.findByText('Year-end sale', {}, SLOW)).toBeVisible();
        expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    });
});
