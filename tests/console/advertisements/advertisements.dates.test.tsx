import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdvertisementCreate from '../../../src/resources/advertisements/AdvertisementCreate';
import { imageFile, renderScreen } from './advertisements.fixtures';

// The start and end read and show DD/MM/YYYY HH:mm on a 24-hour clock whatever the browser's locale; the
// API gets ISO strings.
vi.setConfig({ testTimeout: 30_000 });

describe('Advertisement date-times', () => {
    it('reads DD/MM/YYYY HH:mm and sends that local moment as ISO', async () => {
        const create = vi.fn(async (_resource: string, params: { data: object }) => ({
            data: { id: 'new', ...params.data },
        }));
        renderScreen(<AdvertisementCreate />, {
            dataProvider: { create },
            path: '/advertisement/create',
            route: '/advertisement/create',
        });
        fireEvent.change(await screen.findByLabelText(/Campaign name/), {
            target: { value: 'Evening sale' },
        });
        const start = screen.getByLabelText('Start date and time');
        expect(start).toHaveAttribute('placeholder', 'DD/MM/YYYY HH:mm');
        // A 12-hour time is no moment here.
        fireEvent.change(start, { target: { value: '08/12/2099 02:30 PM' } });
        expect(
            screen.getByText('Enter the date and time as DD/MM/YYYY HH:mm (24-hour)')
        ).toBeInTheDocument();
        fireEvent.change(start, { target: { value: '08/12/2099 14:30' } });
        const end = screen.getByLabelText('End date and time');
        await waitFor(() => expect(end).toBeEnabled());
        fireEvent.change(end, { target: { value: '09/12/2099 08:05' } });
        fireEvent.drop(screen.getByTestId('dropzone'), {
            dataTransfer: { files: [imageFile(2000)], types: ['Files'] },
        });
        await screen.findByRole('img', { name: 'banner.png' });
        fireEvent.click(screen.getByRole('button', { name: 'Create advertisement' }));
        await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
        expect(create.mock.calls[0][1].data).toMatchObject({
            startDateTime: new Date(2099, 11, 8, 14, 30).toISOString(),
            endDateTime: new Date(2099, 11, 9, 8, 5).toISOString(),
        });
    });
});
