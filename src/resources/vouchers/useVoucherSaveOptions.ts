import { useNotify, useRedirect } from 'react-admin';

/**
 * Spec §8: success toasts by action; a failed save shows the error's message (the server's, through the
 * provider's HttpError) or 'Failed to save voucher'. After a save the user goes back to the list.
 */
export const useVoucherSaveOptions = (successMessage: string) => {
    const notify = useNotify();
    const redirect = useRedirect();
    return {
        onSuccess: () => {
            notify(successMessage, { type: 'success' });
            redirect('/vouchers');
        },
        onError: (error: unknown) => {
            const message = error instanceof Error && error.message ? error.message : undefined;
            notify(message ?? 'app.vouchers.notifications.save_failed', { type: 'error' });
        },
    };
};
