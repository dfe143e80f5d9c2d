import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '../../../contract/permissions';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { sampleVouchers } from './vouchers.fixtures';

// Every role holds every permission today; narrowing one must already hide what it guards.
const withheld = vi.hoisted(() => new Set<string>());
vi.mock('../../../contract/permissions', async original => {
    const actual = await original<typeof import('../../../contract/permissions')>();
    return {
        ...actual,
        grantedPermissions: () => actual.permissions.filter(name => !withheld.has(name)),
    };
});

setUpApi();
afterEach(() => withheld.clear());

const SLOW = { timeout: 10_000 };
const [voucher] = sampleVouchers;

const serveVouchers = () =>
    server.use(
        refreshHandler(makeToken()),
        http.get('/v1/i/vouchers', () => HttpResponse.json({ vouchers: sampleVouchers })),
        http.get(`/v1/i/vouchers/${voucher.id}`, () => HttpResponse.json({ voucher }))
    );

const withhold = (permission: Permission) => withheld.add(permission);

describe('access to voucher writes', { timeout: 30_000 }, () => {
    it("today's staff see the create button on the list, and save and delete on a voucher", async () => {
        serveVouchers();
        renderApp('/vouchers');
        expect(
            await screen.findByRole('link', { name: 'Create vouchers' }, SLOW)
        ).toBeInTheDocument();
        cleanup();
        renderApp(`/voucher/${voucher.id}`);
        expect(await screen.findByRole('button', { name: 'Delete' }, SLOW)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    });

    it('without vouchers:write: no create button, and no form with save or delete', async () => {
        withhold('vouchers:write');
        serveVouchers();
        renderApp('/vouchers');
        expect(await screen.findByText(voucher.name, {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Create vouchers' })).toBeNull();
        cleanup();
        // Typed or linked directly, the form is not offered: react-admin's access-denied page instead.
        renderApp(`/voucher/${voucher.id}`);
        expect(await screen.findByText('Access denied', {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    });
});
