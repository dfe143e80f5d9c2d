import { type Identifier, useDataProvider, useNotify } from 'react-admin';
import { useNotifyFailure } from '../../../components/useNotifyFailure';
import { formatCount } from '../../../lib/format';
import { usePointsLedger } from '../customerExtensions';
import type { AssignRequest } from './AssignVoucherDialog';
import type { CustomerVoucherDataProvider } from './customerVoucherCalls';

/** Our server's remove answer, `{"data": {"refundedPoints"}}`; spec §7 shows none, so anything else is none. */
const refundedPointsOf = (answer: unknown): number => {
    const data = (answer as { data?: { refundedPoints?: unknown } } | null)?.data;
    return typeof data?.refundedPoints === 'number' ? data.refundedPoints : 0;
};

/**
 * Assign and remove, each followed by `onDone` (a refresh). Spec §8 leaves their failures silent, but a
 * refused assign (409 over a limit, 403 for a private voucher) must not look like success, so a failure
 * is logged AND its server message shown in an error toast; a success says so, with the points charged
 * or refunded (the refund only from the points-ledger server's answer), replacing the toast before it.
 * Resolves to whether the call succeeded.
 */
export const useCustomerVoucherActions = (customerId: Identifier, onDone: () => void) => {
    const dataProvider = useDataProvider<CustomerVoucherDataProvider>();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const ledger = usePointsLedger();

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
        remove: async (customerVoucherId: Identifier) => {
            let refunded = 0;
            const removed = await run(async () => {
                const { data } = await dataProvider.removeCustomerVoucher(
                    customerVoucherId,
                    customerId
                );
                if (ledger) refunded = refundedPointsOf(data);
            }, 'app.customers.vouchers.remove_failed');
            if (removed) {
                notify(
                    refunded > 0
                        ? 'app.customers.vouchers.removed_refunded'
                        : 'app.customers.vouchers.removed',
                    { type: 'success', messageArgs: { points: formatCount(refunded) } }
                );
            }
            return removed;
        },
    };
};
