import type { DataProvider, Identifier } from 'react-admin';
import { request } from '../../../api/http';

// The two calls of spec §7 that are not reads or writes of one record; the dataProvider offers them as its
// own methods (useDataProvider<CustomerVoucherDataProvider>()).
export const customerVoucherCalls = {
    /**
     * POST /v1/i/vouchers/:voucherId/users/assign with the customers to issue the voucher to. `chargePoints`
     * (points-ledger extension) takes the voucher's points from each of them; absent, the spec's call.
     */
    assignVoucher: async (
        voucherId: Identifier,
        customerIds: Identifier[],
        options: { chargePoints?: boolean } = {}
    ) => ({
        data: await request(`/v1/i/vouchers/${voucherId}/users/assign`, {
            method: 'POST',
            body: options.chargePoints
                ? { users: customerIds, chargePoints: true }
                : { users: customerIds },
        }),
    }),
    /** DELETE /v1/i/vouchers/redeemed/:customerVoucherId/users/:customerId. */
    removeCustomerVoucher: async (customerVoucherId: Identifier, customerId: Identifier) => ({
        data: await request(`/v1/i/vouchers/redeemed/${customerVoucherId}/users/${customerId}`, {
            method: 'DELETE',
        }),
    }),
};

/** The dataProvider with these two calls (src/dataProvider.ts spreads them in). */
export type CustomerVoucherDataProvider = DataProvider & typeof customerVoucherCalls;
