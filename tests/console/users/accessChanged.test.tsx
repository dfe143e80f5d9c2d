import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '../../../contract/permissions';
import { getToken, onSessionRenewed, request, setToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { sampleVouchers } from '../vouchers/vouchers.fixtures';

// Our server names the saved role and flags (X-Access-Changed) when the token carries others: the console then
// refreshes at once, so canAccess and the menu follow an admin's change within seconds, not at token expiry.

vi.setConfig({ testTimeout: 60_000 });
setUpApi();

const SLOW = { timeout: 25_000 };
const marketer = makeToken({ role: 'marketer', permissions: defaultPermissions('marketer') });
const advertiser = makeToken({ role: 'advertiser', permissions: defaultPermissions('advertiser') });
const saved = { 'X-Access-Changed': 'advertiser;advertisements:write' };

let refreshes: Request[];
beforeEach(() => {
    refreshes = [];
    setToken(marketer);
    server.use(refreshHandler(advertiser, refreshes));
});

describe('the http layer on an access change', () => {
    it('refreshes once for a saved access it has not seen, and tells whoever listens', async () => {
        let stale = true;
        server.use(
            http.get('/v1/i/vouchers', () =>
                HttpResponse.json({ vouchers: [] }, { headers: stale ? saved : {} })
            )
        );
        const renewed = vi.fn();
        const stop = onSessionRenewed(renewed);
        await Promise.all([request('/v1/i/vouchers'), request('/v1/i/vouchers')]);
        await waitFor(() => expect(getToken()).toBe(advertiser));
        expect(renewed).toHaveBeenCalledTimes(1);
        // An instance whose cache is behind may name the same saved access again: no second refresh.
        await request('/v1/i/vouchers');
        stale = false;
        await request('/v1/i/vouchers');
        expect(refreshes).toHaveLength(1);
        stop();
    });

    it('ignores the header on a call made without a session', async () => {
        setToken(null);
        server.use(http.get('/v1/i/vouchers', () => HttpResponse.json({}, { headers: saved })));
        await request('/v1/i/vouchers');
        expect(refreshes).toHaveLength(0);
    });
});

describe('the console on an access change', () => {
    it('hides the create button of a flag the admin took away, without waiting for the token to expire', async () => {
        let stale = false;
        server.use(
            http.get('/v1/i/vouchers', () =>
                HttpResponse.json({ vouchers: sampleVouchers }, { headers: stale ? saved : {} })
            )
        );
        renderApp('/vouchers');
        expect(await screen.findByRole('link', { name: 'Create vouchers' }, SLOW)).toBeVisible();
        // The admin made this Marketer an Advertiser; the next answer, whichever it is, says so.
        stale = true;
        await request('/v1/i/vouchers');
        await waitFor(
            () => expect(screen.queryByRole('link', { name: 'Create vouchers' })).toBeNull(),
            SLOW
        );
        expect(refreshes).toHaveLength(1);
        expect(getToken()).toBe(advertiser);
    });
});
