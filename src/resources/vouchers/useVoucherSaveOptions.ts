import { useNotify, useRedirect } from 'react-admin';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { pathTo } from '../routes';

/**
 * Spec §8: success toasts by action; a failed save shows the server's message or 'Failed to save
 * voucher'. After a save the user goes back to the list.
 */
export const useVoucherSaveOptions = (successMessage: string) => {
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const redirect = useRedirect();
    return {
        onSuccess: () => {
            notify(successMessage, { type: 'success' });
            redirect(pathTo('vouchers'));
        },
        onError: (error: unknown) => notifyFailure(error, 'app.vouchers.notifications.save_failed'),
    };
};
