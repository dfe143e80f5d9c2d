import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AdvertisementCreate from '../../../src/resources/advertisements/AdvertisementCreate';
import { pickerOf } from '../localDates';
import { imageFile, renderScreen, toasts } from './advertisements.fixtures';

// The first render of a react-admin screen is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const MB = 1024 * 1024;
// A day a year ahead, as the datetime-local input writes it.
const inAYear = (time: string) => `${dayjs().add(1, 'year').format('YYYY-MM-DD')}T${time}`;
/** A local 'YYYY-MM-DDTHH:mm' as the field shows and reads it. */
const typed = (value: string) => dayjs(value).format('DD/MM/YYYY HH:mm');

const createProvider = () => ({
    create: vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
        data: { id: 'new', ...params.data },
    })),
});

const renderCreate = (dataProvider: object = createProvider()) => {
    const locations = renderScreen(<AdvertisementCreate />, {
        dataProvider,
        path: '/advertisement/create',
        route: '/advertisement/create',
    });
    return { dataProvider: dataProvider as ReturnType<typeof createProvider>, locations };
};

const expectToast = async (title: string, text: string) => {
    await waitFor(() => expect(toasts().getByText(title)).toBeInTheDocument());
    expect(toasts().getByText(text)).toBeInTheDocument();
};

const startInput = () => screen.getByLabelText('Start date and time') as HTMLInputElement;
const endInput = () => screen.getByLabelText('End date and time') as HTMLInputElement;
const setDateTime = (input: HTMLInputElement, value: string) => {
    fireEvent.change(input, { target: { value: typed(value) } });
    fireEvent.blur(input);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create advertisement' }));
const dropzone = () => screen.getByTestId('dropzone');
const drop = (file: File) =>
    fireEvent.drop(dropzone(), { dataTransfer: { files: [file], types: ['Files'] } });

beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
});

describe('Advertisement form: submit rules', () => {
    it("asks for a campaign name first, under 'Missing information'", async () => {
        renderCreate();
        await screen.findByRole('heading', { name: 'Create advertisement' });
        submit();
        await expectToast('Missing information', 'Please enter a campaign name');
        expect(
            screen.queryByText('The form is not valid. Please check for errors')
        ).not.toBeInTheDocument();
    });

    it('then asks for a start date, then for an image', async () => {
        renderCreate();
        fireEvent.change(await screen.findByLabelText(/Campaign name/), {
            target: { value: 'Sale' },
        });
        submit();
        await expectToast('Missing information', 'Please select a start date');
        setDateTime(startInput(), inAYear('09:00'));
        submit();
        await expectToast('Missing image', 'Please upload an advertisement image');
    });

    it('validates the deeplink against screen:param and says how to write it', async () => {
        renderCreate();
        const deeplink = await screen.findByLabelText('Deeplink');
        expect(
            screen.getByText(
                'Optional. Format screen:param, for example voucher:42, or https:// to an allowed host'
            )
        ).toBeInTheDocument();
        fireEvent.change(await screen.findByLabelText(/Campaign name/), {
            target: { value: 'Sale' },
        });
        fireEvent.change(deeplink, { target: { value: 'voucher 42' } });
        submit();
        await expectToast(
            'Invalid information',
            'Enter the deeplink as screen:param, for example voucher:42'
        );
        fireEvent.change(deeplink, { target: { value: 'voucher:42' } });
        submit();
        await expectToast('Missing information', 'Please select a start date');
        // The server's rule (contract/deeplink.ts): a URL scheme is not a screen.
        fireEvent.change(deeplink, { target: { value: 'javascript:alert(1)' } });
        submit();
        await expectToast(
            'Invalid information',
            'Enter the deeplink as screen:param, for example voucher:42'
        );
    });

    it('refuses a start before today', async () => {
        renderCreate();
        fireEvent.change(await screen.findByLabelText(/Campaign name/), {
            target: { value: 'Sale' },
        });
        setDateTime(startInput(), `${dayjs().subtract(1, 'day').format('YYYY-MM-DD')}T09:00`);
        submit();
        await expectToast('Invalid information', 'The start date cannot be earlier than today');
    });
});

describe('Advertisement form: start and end', () => {
    it('sets the start minimum to today and disables the end until a start is chosen', async () => {
        renderCreate();
        await screen.findByLabelText(/Campaign name/);
        expect(pickerOf(startInput())).toHaveAttribute(
            'min',
            `${dayjs().format('YYYY-MM-DD')}T00:00`
        );
        expect(endInput()).toBeDisabled();
        setDateTime(startInput(), inAYear('09:00'));
        await waitFor(() => expect(endInput()).toBeEnabled());
        expect(pickerOf(endInput())).toHaveAttribute('min', inAYear('09:00'));
    });

    it('keeps the end when the newly chosen start is still before it', async () => {
        renderCreate();
        await screen.findByLabelText(/Campaign name/);
        setDateTime(startInput(), inAYear('09:00'));
        await waitFor(() => expect(endInput()).toBeEnabled());
        setDateTime(endInput(), inAYear('18:00'));
        setDateTime(startInput(), inAYear('08:00'));
        setDateTime(startInput(), inAYear('10:00'));
        expect(endInput()).toHaveValue(typed(inAYear('18:00')));
        expect(screen.getByText('Optional')).toBeInTheDocument();
    });

    it('clears the end, and says why, only when it would fall before the new start', async () => {
        renderCreate();
        await screen.findByLabelText(/Campaign name/);
        setDateTime(startInput(), inAYear('09:00'));
        await waitFor(() => expect(endInput()).toBeEnabled());
        setDateTime(endInput(), inAYear('10:00'));
        setDateTime(startInput(), inAYear('11:00'));
        await waitFor(() => expect(endInput()).toHaveValue(''));
        expect(screen.getByRole('status')).toHaveTextContent(
            'The end date was cleared because it fell before the new start date'
        );
        setDateTime(endInput(), inAYear('12:00'));
        await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Optional'));
    });
});

describe('Advertisement form: image', () => {
    it('shows the hint, and a preview of a chosen PNG', async () => {
        renderCreate();
        await screen.findByLabelText(/Campaign name/);
        expect(screen.getByText('SVG, PNG, JPG or GIF (max. 5MB)')).toBeInTheDocument();
        await userEvent.upload(screen.getByLabelText('Image'), imageFile(1000));
        const preview = await screen.findByRole('img', { name: 'banner.png' });
        expect(preview).toHaveAttribute('src', 'blob:preview');
    });

    it("refuses a file over 5MB with 'File too large' and keeps the image chosen before", async () => {
        renderCreate();
        await screen.findByLabelText(/Campaign name/);
        drop(imageFile(1000, 'small.png'));
        await screen.findByRole('img', { name: 'small.png' });
        drop(imageFile(5 * MB + 1, 'huge.png'));
        await expectToast('File too large', 'Please upload an image smaller than 5MB');
        expect(screen.getByRole('img', { name: 'small.png' })).toBeInTheDocument();
        expect(screen.queryByRole('img', { name: 'huge.png' })).not.toBeInTheDocument();
    });

    it('accepts exactly 5MB', async () => {
        renderCreate();
        await screen.findByLabelText(/Campaign name/);
        drop(imageFile(5 * MB, 'edge.png'));
        expect(await screen.findByRole('img', { name: 'edge.png' })).toBeInTheDocument();
    });

    it('refuses a dropped file that is not a JPEG or PNG image', async () => {
        renderCreate();
        await screen.findByLabelText(/Campaign name/);
        drop(imageFile(100, 'notes.txt', 'text/plain'));
        await expectToast('Unsupported file', 'Please upload a JPG or PNG image');
        drop(imageFile(100, 'logo.svg', 'image/svg+xml'));
        await waitFor(() =>
            expect(screen.queryByRole('img', { name: 'logo.svg' })).not.toBeInTheDocument()
        );
        expect(screen.queryByRole('img', { name: 'notes.txt' })).not.toBeInTheDocument();
    });
});

describe('Advertisement form: create', () => {
    it('sends ISO dates, the flag and the file, then toasts and goes back to the list', async () => {
        const { dataProvider, locations } = renderCreate();
        fireEvent.change(await screen.findByLabelText(/Campaign name/), {
            target: { value: 'Year-end sale' },
        });
        fireEvent.change(screen.getByLabelText('Description'), {
            target: { value: 'Up to 50% off' },
        });
        fireEvent.change(screen.getByLabelText('Deeplink'), { target: { value: 'voucher:42' } });
        setDateTime(startInput(), inAYear('09:00'));
        await waitFor(() => expect(endInput()).toBeEnabled());
        setDateTime(endInput(), inAYear('18:00'));
        const file = imageFile(2000);
        drop(file);
        await screen.findByRole('img', { name: 'banner.png' });
        submit();
        await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
        const { data } = dataProvider.create.mock.calls[0][1];
        expect(data).toMatchObject({
            title: 'Year-end sale',
            description: 'Up to 50% off',
            deeplink: 'voucher:42',
            startDateTime: new Date(inAYear('09:00')).toISOString(),
            endDateTime: new Date(inAYear('18:00')).toISOString(),
            isActive: true,
        });
        expect((data.file as { rawFile: File }).rawFile).toBe(file);
        expect(await toasts().findByText('Advertisement created successfully')).toBeInTheDocument();
        await waitFor(() => expect(locations.at(-1)).toBe('/advertisements'));
    });

    const fillAndSubmit = async () => {
        fireEvent.change(await screen.findByLabelText(/Campaign name/), {
            target: { value: 'Sale' },
        });
        setDateTime(startInput(), inAYear('09:00'));
        drop(imageFile(2000));
        await screen.findByRole('img', { name: 'banner.png' });
        submit();
    };

    it("shows the server's message when saving fails", async () => {
        const failing = {
            create: vi
                .fn()
                .mockRejectedValue({ message: 'Bad Request', body: { message: 'Title taken' } }),
        };
        const { locations } = renderCreate(failing);
        await fillAndSubmit();
        await expectToast('Error', 'Title taken');
        expect(locations.at(-1)).toBe('/advertisement/create');
    });

    it("falls back to 'Failed to save advertisement'", async () => {
        renderCreate({ create: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
        await fillAndSubmit();
        await expectToast('Error', 'Failed to save advertisement');
    });
});
