import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, useNotify, useUpdate } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18nProvider';
import { DeferredToaster } from '../../../src/layout/DeferredToaster';
import { renderWithAdmin } from '../render';

const Notifier = ({ calls }: { calls: [string, Record<string, unknown>][] }) => {
    const notify = useNotify();
    return (
        <>
            {calls.map(([message, options], index) => (
                <button key={message} type="button" onClick={() => notify(message, options)}>
                    notify {index}
                </button>
            ))}
        </>
    );
};

const UndoableSave = () => {
    const [update] = useUpdate();
    const notify = useNotify();
    const save = () => {
        update(
            'vouchers',
            { id: 'v1', data: { name: 'New' }, previousData: { id: 'v1' } },
            { mutationMode: 'undoable' }
        );
        notify('Voucher updated successfully', { type: 'info', undoable: true });
    };
    return (
        <button type="button" onClick={save}>
            save
        </button>
    );
};

const region = () => screen.getByRole('region', { name: /Notifications \(F8\)/ });

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
    it('shows an error with the given title, translating keys', async () => {
        renderWithAdmin(
            <Notifier
                calls={[
                    [
                        'app.vouchers.validation.name',
                        { type: 'error', title: 'app.vouchers.missing_information' },
                    ],
                ]}
            />
        );
        fireEvent.click(await screen.findByRole('button', { name: 'notify 0' }));
        expect(await screen.findByText('Missing information')).toBeInTheDocument();
        expect(screen.getByText('Please enter a voucher name')).toBeInTheDocument();
    });

    it("titles an error 'Error' when no title is given, and shows other types alone", async () => {
        renderWithAdmin(
            <Notifier
                calls={[
                    ['Failed to delete voucher', { type: 'error' }],
                    ['Voucher deleted successfully', { type: 'success' }],
                ]}
            />
        );
        fireEvent.click(await screen.findByRole('button', { name: 'notify 0' }));
        expect(await screen.findByText('Error')).toBeInTheDocument();
        expect(screen.getByText('Failed to delete voucher')).toBeInTheDocument();

        fireEvent.click(screen.getByRole('button', { name: 'notify 1' }));
        expect(await screen.findByText('Voucher deleted successfully')).toBeInTheDocument();
        // One toast at a time: the newer one replaced the error.
        expect(screen.queryByText('Failed to delete voucher')).not.toBeInTheDocument();
        expect(screen.queryByText('Error')).not.toBeInTheDocument();
        expect(region().querySelectorAll('li')).toHaveLength(1);
    });

    it('closes itself after 5000 ms', async () => {
        renderWithAdmin(
            <Notifier calls={[['Voucher created successfully', { type: 'success' }]]} />
        );
        const button = await screen.findByRole('button', { name: 'notify 0' });
        vi.useFakeTimers({ shouldAdvanceTime: true });
        fireEvent.click(button);
        expect(await screen.findByText('Voucher created successfully')).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(4900));
        expect(screen.getByText('Voucher created successfully')).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(200));
        await waitFor(() =>
            expect(screen.queryByText('Voucher created successfully')).not.toBeInTheDocument()
        );
    });

    it('focuses the region on F8', async () => {
        renderWithAdmin(
            <Notifier calls={[['Voucher updated successfully', { type: 'success' }]]} />
        );
        fireEvent.click(await screen.findByRole('button', { name: 'notify 0' }));
        await screen.findByText('Voucher updated successfully');
        const list = region().querySelector('ol');
        expect(list).not.toHaveFocus();
        fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
        expect(list).toHaveFocus();
    });

    const swipe = (element: Element, distance: number) => {
        fireEvent.pointerDown(element, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
        fireEvent.pointerMove(element, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
        fireEvent.pointerUp(element, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
    };

    it('is dismissed by a swipe of 50 px or more to the right, not by a shorter one', async () => {
        renderWithAdmin(
            <Notifier calls={[['Advertisement created successfully', { type: 'success' }]]} />
        );
        fireEvent.click(await screen.findByRole('button', { name: 'notify 0' }));
        const toast = (await screen.findByText('Advertisement created successfully')).closest('li');
        if (!toast) throw new Error('no toast');
        swipe(toast, 30);
        expect(screen.getByText('Advertisement created successfully')).toBeInTheDocument();
        swipe(toast, 60);
        await waitFor(() =>
            expect(screen.queryByText('Advertisement created successfully')).not.toBeInTheDocument()
        );
    });

    it('an undoable change runs when its toast closes, and not at all after Undo', async () => {
        for (const [closeWith, calls] of [
            ['Close', 1],
            ['Undo', 0],
        ] as const) {
            const update = vi.fn(async () => ({ data: { id: 'v1', name: 'New' } as never }));
            const { unmount } = renderWithAdmin(<UndoableSave />, { dataProvider: { update } });
            fireEvent.click(await screen.findByRole('button', { name: 'save' }));
            await screen.findByText('Voucher updated successfully');
            expect(update).not.toHaveBeenCalled();
            fireEvent.click(screen.getByRole('button', { name: closeWith }));
            await waitFor(() =>
                expect(screen.queryByText('Voucher updated successfully')).not.toBeInTheDocument()
            );
            await new Promise(resolve => setTimeout(resolve, 50));
            expect(update).toHaveBeenCalledTimes(calls);
            unmount();
        }
    });

    it("the app's deferred region still shows a notification sent before it loaded", async () => {
        const NotifyAtOnce = () => {
            const notify = useNotify();
            useEffect(() => notify('Voucher created successfully', { type: 'success' }), [notify]);
            return null;
        };
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <NotifyAtOnce />
                <DeferredToaster />
            </AdminContext>
        );
        expect(screen.queryByText('Voucher created successfully')).not.toBeInTheDocument();
        expect(await screen.findByText('Voucher created successfully')).toBeInTheDocument();
        expect(region().querySelectorAll('li')).toHaveLength(1);
    });
});
