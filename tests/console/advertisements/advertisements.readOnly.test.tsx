import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '../../../contract/permissions';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { sampleAdvertisements } from './advertisements.fixtures';

// An Analyst may read campaigns but not change them: no create button, and 'View Details' opens the campaign
// read-only instead of Access denied; the create form typed directly stays refused.
vi.setConfig({ testTimeout: 60_000 });
setUpApi();
const SLOW = { timeout: 20_000 };
const [campaign] = sampleAdvertisements;

const serveAsAnalyst = () =>
    server.use(
        refreshHandler(
            makeToken({ role: 'analyst', permissions: defaultPermissions('analyst') }),
            [],
            ['advertisement-delete']
        ),
        http.get('/v1/i/advertisement', () =>
            HttpResponse.json({ advertisements: sampleAdvertisements })
        ),
        http.get(`/v1/i/advertisement/${campaign.id}`, () =>
            HttpResponse.json({ advertisement: campaign })
        )
    );

describe('advertisements for staff without Manage Advertisements', () => {
    it('opens View Details read-only, with no save and no create', async () => {
        serveAsAnalyst();
        renderApp('/advertisements');
        expect(await screen.findByText(campaign.title, {}, SLOW)).toBeVisible();
        expect(screen.queryByRole('link', { name: 'Create advertisement' })).toBeNull();
        fireEvent.click(screen.getAllByRole('link', { name: 'View Details' })[0]);
        expect(
            await screen.findByText(
                'You can view this campaign; changing it needs Manage Advertisements.',
                {},
                SLOW
            )
        ).toBeVisible();
        expect(screen.getByRole('heading', { name: 'Advertisement details' })).toBeVisible();
        expect(screen.queryByText('Access denied')).toBeNull();
        const title = screen.getByRole('textbox', { name: /^Campaign name/ });
        expect(title).toHaveValue(campaign.title);
        expect(title).toBeDisabled();
        expect(screen.getByLabelText('Start date and time')).toBeDisabled();
        expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
        expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
        expect(screen.getByRole('link', { name: 'Back to list' })).toBeVisible();
        cleanup();
        renderApp('/advertisement/create');
        expect(await screen.findByText('Access denied', {}, SLOW)).toBeInTheDocument();
    });
});
