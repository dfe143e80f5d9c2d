import { type Identifier, useDataProvider, useNotify } from 'react-admin';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import type { AppDataProvider } from '../../dataProvider';
import { formatCount } from '../../format';
import type { AssignRequest } from './AssignVoucherDialog';

/**
 * Assign and remove, each followed by `onDone` (a refresh). Spec §8 leaves their failures silent, but a
 * refused assign (409 over a limit, 403 for a private voucher) must not look like success, so a failure
 * is logged AND its server message shown in an error toast; a success says so, with the points charged.
 * Resolves to whether the call succeeded.
 */
export const useCustomerVoucherActions = (customerId: Identifier, onDone: () => void) => {
    const dataProvider = useDataProvider<AppDataProvider>();
    const notify = useNotify();
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
        assign: async ({ voucherId, chargePoints, pointsRequired }: AssignRequest) => {
            const assigned = await run(
                () =>
                    dataProvider.assignVoucher(
                        voucherId,
                        [customerId],
                        chargePoints ? { chargePoints } : {}
                    ),
                'app.customers.vouchers.assign_failed'
            );
            if (assigned) {
                notify(
                    chargePoints
                        ? 'app.customers.assign.done_charged'
                        : 'app.customers.assign.done',
                    { type: 'success', messageArgs: { points: formatCount(pointsRequired) } }
                );
            }
            return assigned;
        },
        remove: (customerVoucherId: Identifier) =>
            run(
                () => dataProvider.removeCustomerVoucher(customerVoucherId, customerId),
                'app.customers.vouchers.remove_failed'
            ),
    };
};
