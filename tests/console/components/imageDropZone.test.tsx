import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageDropZone } from '../../../src/components/ImageDropZone';
import { imageFile, toasts } from '../advertisements/advertisements.fixtures';
import { renderWithAdmin } from '../render';

vi.setConfig({ testTimeout: 20_000 });

const MB = 1024 * 1024;

const renderZone = (currentImage?: { src: string; alt: string }) => {
    const onSubmit = vi.fn();
    renderWithAdmin(
        <Form onSubmit={onSubmit} defaultValues={{ file: null }}>
            <ImageDropZone label="resources.vouchers.fields.file" currentImage={currentImage} />
            <button type="submit">Submit</button>
        </Form>
    );
    const submitted = async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        return onSubmit.mock.lastCall?.[0].file;
    };
    return { submitted };
};

const input = () => screen.getByLabelText('Image') as HTMLInputElement;
const drop = (file: File) =>
    fireEvent.drop(screen.getByTestId('dropzone'), {
        dataTransfer: { files: [file], types: ['Files'] },
    });

beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
});

describe('ImageDropZone', () => {
    it('is a labelled, focusable zone whose file input is described by the type and size hint', async () => {
        renderZone();
        expect(await screen.findByText('Click to upload or drag and drop')).toBeVisible();
        expect(input()).toHaveAccessibleDescription('JPG or PNG, up to 5 MB');
        expect(input().accept.split(',').sort()).toEqual([
            '.jpeg',
            '.jpg',
            '.png',
            'image/jpeg',
            'image/png',
        ]);
        expect(screen.getByTestId('dropzone')).toHaveAttribute('tabindex', '0');
    });

    it('previews a chosen PNG with its name, and sends it', async () => {
        const { submitted } = renderZone();
        const file = imageFile(1000);
        await userEvent.upload(input(), file);
        expect(await screen.findByRole('img', { name: 'banner.png' })).toHaveAttribute(
            'src',
            'blob:preview'
        );
        expect(screen.getByText('New image: banner.png')).toBeVisible();
        expect(await submitted()).toMatchObject({ rawFile: file, title: 'banner.png' });
    });

    it('removes the chosen image with the Remove button', async () => {
        const { submitted } = renderZone();
        await userEvent.upload(input(), imageFile(1000));
        await screen.findByRole('img', { name: 'banner.png' });
        await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
        expect(screen.queryByRole('img', { name: 'banner.png' })).not.toBeInTheDocument();
        expect(await submitted()).toBeNull();
    });

    it('opens the file picker again with the Replace button, and takes the new file', async () => {
        renderZone();
        await userEvent.upload(input(), imageFile(1000));
        await screen.findByRole('img', { name: 'banner.png' });
        const click = vi.spyOn(input(), 'click');
        await userEvent.click(screen.getByRole('button', { name: 'Replace image' }));
        expect(click).toHaveBeenCalledTimes(1);
        drop(imageFile(2000, 'second.jpg', 'image/jpeg'));
        expect(await screen.findByRole('img', { name: 'second.jpg' })).toBeInTheDocument();
        expect(screen.queryByRole('img', { name: 'banner.png' })).not.toBeInTheDocument();
    });

    it('refuses a file of the wrong type: the hint turns into the reason, and the last image stays', async () => {
        renderZone();
        drop(imageFile(1000, 'small.png'));
        await screen.findByRole('img', { name: 'small.png' });
        drop(imageFile(100, 'logo.gif', 'image/gif'));
        await waitFor(() =>
            expect(input()).toHaveAccessibleDescription('Please upload a JPG or PNG image')
        );
        expect(await toasts().findByText('Unsupported file')).toBeInTheDocument();
        expect(screen.queryByRole('img', { name: 'logo.gif' })).not.toBeInTheDocument();
        expect(screen.getByRole('img', { name: 'small.png' })).toBeInTheDocument();
        drop(imageFile(1000, 'good.png'));
        await screen.findByRole('img', { name: 'good.png' });
        expect(input()).toHaveAccessibleDescription('JPG or PNG, up to 5 MB');
    });

    it('refuses a file over 5 MB and says so; exactly 5 MB is taken', async () => {
        renderZone();
        drop(imageFile(5 * MB + 1, 'huge.png'));
        await waitFor(() =>
            expect(input()).toHaveAccessibleDescription('Please upload an image smaller than 5MB')
        );
        expect(await toasts().findByText('File too large')).toBeInTheDocument();
        drop(imageFile(5 * MB, 'edge.png'));
        expect(await screen.findByRole('img', { name: 'edge.png' })).toBeInTheDocument();
    });

    it('shows the current image with Replace but no Remove, until another is chosen', async () => {
        renderZone({ src: '/uploads/bday.png', alt: 'Birthday treat' });
        const current = await screen.findByRole('img', { name: 'Birthday treat' });
        expect(current).toHaveAttribute('src', '/uploads/bday.png');
        const preview = within(current.parentElement as HTMLElement);
        expect(preview.getByText('Current image')).toBeVisible();
        expect(preview.getByRole('button', { name: 'Replace image' })).toBeVisible();
        expect(preview.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
        await userEvent.upload(input(), imageFile(1000));
        await screen.findByRole('img', { name: 'banner.png' });
        expect(screen.queryByRole('img', { name: 'Birthday treat' })).not.toBeInTheDocument();
    });
});
