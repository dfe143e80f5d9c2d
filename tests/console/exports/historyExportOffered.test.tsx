import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPermissions } from '../../../contract/permissions';
import { makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { EXTENSIONS, serveCustomer } from '../customers/customersApi';
import { notification, useNotificationsApi } from '../notifications/notificationApi';

// The server-streamed exports of the histories and the notifications appear only where the server offers
// `csv-export`, and only for a date range the server would accept.

setUpApi();
const SLOW = { timeout: 10_000 };
const exportButton = () => screen.queryByRole('button', { name: 'Export CSV' });

describe('history and notification exports on offer', { timeout: 30_000 }, () => {
    it.each([
        ['points', 'Purchase bonus'],
        ['transactions', 'KLCC01'],
    ])('hides the %s export when the server does not offer csv-export', async (kind, row) => {
        serveCustomer({ extensions: EXTENSIONS });
        renderApp(`/customer/c1/${kind}`);
        expect((await screen.findAllByText(row, {}, SLOW))[0]).toBeVisible();
        expect(exportButton()).toBeNull();
    });

    it('offers the points export, and takes it away while the date range is the wrong way round', async () => {
        serveCustomer({ extensions: [...EXTENSIONS, 'csv-export'] });
        renderApp('/customer/c1/points');
        expect(await screen.findByRole('button', { name: 'Export CSV' }, SLOW)).toBeEnabled();
        fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/02/2026' } });
        fireEvent.change(screen.getByLabelText('To'), { target: { value: '01/01/2026' } });
        expect(exportButton()).toBeNull();
        fireEvent.change(screen.getByLabelText('To'), { target: { value: '01/03/2026' } });
        expect(await screen.findByRole('button', { name: 'Export CSV' }, SLOW)).toBeEnabled();
    });

    it('hides the notifications export when the server does not offer csv-export', async () => {
        useNotificationsApi([notification({ title: 'Promo week' })]);
        server.use(
            refreshHandler(
                makeToken({ permissions: defaultPermissions('admin') as never }),
                [],
                ['paging', 'notifications']
            )
        );
        renderApp('/notifications');
        expect(await screen.findByText('Promo week', {}, SLOW)).toBeVisible();
        expect(exportButton()).toBeNull();
    });
});
