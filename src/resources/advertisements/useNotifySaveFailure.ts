import { useNotify } from 'react-admin';

/** Spec §8: a failed save shows the server's message, or 'Failed to save advertisement'. */
export const useNotifySaveFailure = () => {
    const notify = useNotify();
    return (error: unknown) => {
        const body = (error as { body?: { message?: unknown } } | null)?.body;
        const serverMessage = typeof body?.message === 'string' ? body.message : '';
        notify(serverMessage || 'app.advertisements.toasts.save_failed', {
            type: 'error',
            messageArgs: serverMessage ? { _: serverMessage } : undefined,
        });
    };
};
