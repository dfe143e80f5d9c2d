import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Advertisement } from '../../../contract';
import AdvertisementEdit from '../../../src/resources/advertisements/AdvertisementEdit';
import { pickerOf } from '../localDates';
import { advertisement, imageFile, renderScreen, toasts } from './advertisements.fixtures';

// The first render of a react-admin screen is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// A running campaign that started a month ago: its start is allowed to stay in the past.
const started = dayjs().subtract(30, 'day').hour(9).minute(0).second(0).millisecond(0);
const running = advertisement({
    id: 'a1',
    title: 'Year-end sale',
    description: 'Up to 50% off',
    deeplink: 'voucher:42',
    startDateTime: started.toISOString(),
    endDateTime: started.add(60, 'day').toISOString(),
    imageURL: '/uploads/sale.png',
});

const editProvider = (record: Advertisement = running) => ({
    getOne: vi.fn(async () => ({ data: record })),
    update: vi.fn(async (_resource: string, params: { id: string; data: object }) => ({
        data: { ...record, ...params.data },
    })),
});

const renderEdit = (dataProvider: object = editProvider()) => {
    const locations = renderScreen(<AdvertisementEdit />, {
        dataProvider,
        path: '/advertisement/a1',
        route: '/advertisement/:id',
    });
    return { dataProvider: dataProvider as ReturnType<typeof editProvider>, locations };
};

const startInput = () => screen.getByLabelText('Start date and time') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
});

describe('Advertisement form: edit', () => {
    it('loads the campaign with its current image, and the original start as the minimum', async () => {
        renderEdit();
        expect(await screen.findByDisplayValue('Year-end sale')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Edit advertisement' })).toBeInTheDocument();
        expect(screen.getByLabelText('Deeplink')).toHaveValue('voucher:42');
        expect(startInput()).toHaveValue(started.format('DD/MM/YYYY HH:mm'));
        expect(pickerOf(startInput())).toHaveAttribute('min', started.format('YYYY-MM-DDTHH:mm'));
        expect(screen.getByLabelText('End date and time')).toBeEnabled();
        expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
            'src',
            '/uploads/sale.png'
        );
    });

    it('saves without a new image, by id, then toasts and goes back to the list', async () => {
        const { dataProvider, locations } = renderEdit();
        fireEvent.change(await screen.findByDisplayValue('Year-end sale'), {
            target: { value: 'Year-end mega sale' },
        });
        save();
        await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
        const [, params] = dataProvider.update.mock.calls[0];
        expect(params.id).toBe('a1');
        expect(params.data).toMatchObject({
            id: 'a1',
            title: 'Year-end mega sale',
            startDateTime: running.startDateTime,
            endDateTime: running.endDateTime,
        });
        expect(await toasts().findByText('Advertisement updated successfully')).toBeInTheDocument();
        await waitFor(() => expect(locations.at(-1)).toBe('/advertisements'));
    });

    it("sends emptied optional fields as '' so that the server clears them", async () => {
        const { dataProvider } = renderEdit();
        await screen.findByDisplayValue('Year-end sale');
        fireEvent.change(screen.getByLabelText('Deeplink'), { target: { value: '' } });
        const end = screen.getByLabelText('End date and time');
        fireEvent.change(end, { target: { value: '' } });
        fireEvent.blur(end);
        save();
        await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
        expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({
            deeplink: '',
            endDateTime: '',
            description: 'Up to 50% off',
        });
    });

    it('replaces the current image preview with a newly chosen one and sends it', async () => {
        const { dataProvider } = renderEdit();
        await screen.findByDisplayValue('Year-end sale');
        const file = imageFile(3000, 'new.png');
        fireEvent.drop(screen.getByTestId('dropzone'), {
            dataTransfer: { files: [file], types: ['Files'] },
        });
        expect(await screen.findByRole('img', { name: 'new.png' })).toBeInTheDocument();
        expect(screen.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();
        save();
        await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
        expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({
            file: { rawFile: file },
        });
    });

    it('starts with no new image even when the cached record still carries the one it was created with', async () => {
        const justCreated = {
            ...running,
            file: { rawFile: imageFile(10), src: 'blob:old', title: 'old.png' },
        };
        renderEdit(editProvider(justCreated));
        await screen.findByDisplayValue('Year-end sale');
        expect(screen.queryByRole('img', { name: 'old.png' })).not.toBeInTheDocument();
        expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
    });

    it('refuses a start before the original start', async () => {
        const { dataProvider } = renderEdit();
        await screen.findByDisplayValue('Year-end sale');
        fireEvent.change(startInput(), {
            target: { value: started.subtract(1, 'day').format('DD/MM/YYYY HH:mm') },
        });
        save();
        expect(
            await toasts().findByText(
                'The start date cannot be earlier than the original start date'
            )
        ).toBeInTheDocument();
        expect(dataProvider.update).not.toHaveBeenCalled();
    });

    it("says 'Failed to fetch advertisement details' when the campaign cannot be loaded", async () => {
        const { locations } = renderEdit({
            getOne: vi.fn().mockRejectedValue(new Error('Not Found')),
        });
        expect(
            await toasts().findByText('Failed to fetch advertisement details')
        ).toBeInTheDocument();
        expect(toasts().getByText('Error')).toBeInTheDocument();
        await waitFor(() => expect(locations.at(-1)).toBe('/advertisements'));
    });
});
