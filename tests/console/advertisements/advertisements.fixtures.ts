import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AuthProvider } from 'react-admin';
import { vi } from 'vitest';
import type { Advertisement } from '../../../contract';
import { renderWithAdmin } from '../render';

export const advertisement = (fields: Partial<Advertisement>): Advertisement => ({
    id: '1',
    title: 'Campaign',
    description: null,
    deeplink: null,
    startDateTime: '2026-12-01T02:00:00.000Z',
    endDateTime: null,
    isActive: true,
    imageURL: null,
    status: 'active',
    ...fields,
});

export const sampleAdvertisements: Advertisement[] = [
    advertisement({
        id: 'a1',
        title: 'Year-end sale',
        startDateTime: '2026-12-01T02:00:00.000Z',
        endDateTime: '2026-12-31T10:00:00.000Z',
    }),
    advertisement({
        id: 'a2',
        title: 'Merdeka promo',
        startDateTime: '2026-08-01T02:00:00.000Z',
        endDateTime: '2026-08-31T10:00:00.000Z',
        status: 'expired',
    }),
    advertisement({ id: 'a3', title: 'Spring teaser', isActive: false, status: 'in draft' }),
];

/** Filters on status like the real provider does against the server's plain array. */
export const listProvider = (advertisements: Advertisement[] = sampleAdvertisements) => ({
    getList: vi.fn(async (_resource: string, params: { filter?: { status?: string } }) => {
        const status = params.filter?.status;
        const data = status
            ? advertisements.filter(item => item.status === status)
            : advertisements;
        return { data, total: data.length };
    }),
});

/** A PNG-typed file of the given size; the content does not matter to the form. */
export const imageFile = (bytes: number, name = 'banner.png', type = 'image/png') =>
    new File([new Uint8Array(bytes)], name, { type });

/** Renders a form screen on its route and records where it navigates. */
export const renderScreen = (
    ui: ReactElement,
    options: { dataProvider: object; path: string; route: string; authProvider?: AuthProvider }
) => {
    const locations: string[] = [];
    renderWithAdmin(ui, {
        ...options,
        resource: 'advertisements',
        onLocation: location => locations.push(location.pathname),
    });
    return locations;
};

export const toasts = () => within(screen.getByRole('region', { name: /Notifications/ }));
