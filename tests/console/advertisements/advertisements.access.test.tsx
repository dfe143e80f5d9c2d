import { screen } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import AdvertisementCreate from '../../../src/resources/advertisements/AdvertisementCreate';
import { renderScreen } from './advertisements.fixtures';

vi.setConfig({ testTimeout: 20_000 });

// react-admin's <Create> shows its loader while the query cache holds a pending canAccess answer under
// { action: 'create', resource } — a key it reads but does not watch. A control inside the form that asked
// the same question under that key (react-admin's <CanAccess>) was still pending when the screen's own check
// answered: the screen swapped the form for its loader, which unmounted the control, whose question was then
// cancelled and never answered. The page stayed on 'Loading' for good (e2e, about one load in three).
const slowFirstAnswer = (): AuthProvider & { calls: unknown[] } => {
    const calls: unknown[] = [];
    return {
        calls,
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: async () => undefined,
        canAccess: async params => {
            calls.push(params);
            // The control's question is asked first (effects run child first); it answers last.
            if (calls.length === 1) await new Promise(resolve => setTimeout(resolve, 300));
            return true;
        },
    };
};

describe('Advertisement create: access checks', () => {
    it('shows the form and its save button when the save button is cleared after the screen', async () => {
        const authProvider = slowFirstAnswer();
        renderScreen(<AdvertisementCreate />, {
            dataProvider: {},
            authProvider,
            path: '/advertisement/create',
            route: '/advertisement/create',
        });
        expect(
            await screen.findByRole('button', { name: 'Create advertisement' }, { timeout: 5_000 })
        ).toBeVisible();
        expect(screen.getByRole('textbox', { name: /^Campaign name/ })).toBeVisible();
        expect(screen.queryByText('Please wait')).toBeNull();
        expect(authProvider.calls.length).toBeGreaterThanOrEqual(2);
    });
});
