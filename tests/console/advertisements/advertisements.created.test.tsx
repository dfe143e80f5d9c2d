import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Advertisement } from '../../../contract';
import { defaultPermissions } from '../../../contract/permissions';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { chooseStatus } from '../listHelpers';
import { advertisement, imageFile } from './advertisements.fixtures';

// The list was left on Expired; after a create it opens on the new campaign's status (Active, starting next
// week, which the chip says), so the campaign is on the screen the clerk lands on.

vi.setConfig({ testTimeout: 60_000 });
setUpApi();
beforeEach(() => {
    localStorage.clear();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
});
const SLOW = { timeout: 20_000 };
const nextWeek = dayjs().add(7, 'day').hour(9).minute(0).second(0).millisecond(0);

const serve = () => {
    const advertisements: Advertisement[] = [
        advertisement({ id: '1', title: 'Merdeka sale', status: 'expired' }),
        advertisement({ id: '2', title: 'Running now' }),
    ];
    server.use(
        refreshHandler(
            makeToken({ permissions: defaultPermissions('admin') as never }),
            [],
            ['paging']
        ),
        http.get('/v1/i/advertisement', ({ request }) => {
            const status = new URL(request.url).searchParams.get('status');
            const rows = advertisements.filter(one => !status || one.status === status);
            return HttpResponse.json({ advertisements: rows, total: rows.length });
        }),
        http.post('/v1/i/advertisement', () => {
            const created = advertisement({
                id: '3',
                title: 'Launch week',
                startDateTime: nextWeek.toISOString(),
            });
            advertisements.push(created);
            return HttpResponse.json({ advertisement: created }, { status: 201 });
        })
    );
};

describe('the list after a campaign is created', () => {
    it('opens on its status though the list was left on Expired', async () => {
        serve();
        renderApp('/advertisements');
        await screen.findByText('Running now', {}, SLOW);
        await chooseStatus('Expired');
        await screen.findByText('Merdeka sale', {}, SLOW);
        fireEvent.click(screen.getByRole('link', { name: 'Create advertisement' }));
        fireEvent.change(await screen.findByLabelText(/Campaign name/, {}, SLOW), {
            target: { value: 'Launch week' },
        });
        fireEvent.change(screen.getByLabelText('Start date and time'), {
            target: { value: nextWeek.format('DD/MM/YYYY HH:mm') },
        });
        fireEvent.drop(screen.getByTestId('dropzone'), {
            dataTransfer: { files: [imageFile(2000)], types: ['Files'] },
        });
        await screen.findByRole('img', { name: 'banner.png' });
        fireEvent.click(screen.getByRole('button', { name: 'Create advertisement' }));

        const row = (await screen.findByText('Launch week', {}, SLOW)).closest('tr');
        expect(
            within(row as HTMLElement).getByText(`Active · starts ${nextWeek.format('DD-MM-YYYY')}`)
        ).toBeVisible();
        await waitFor(() => expect(window.location.pathname).toBe('/advertisements'));
        expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
        expect(screen.queryByText('Merdeka sale')).toBeNull();
    });
});
