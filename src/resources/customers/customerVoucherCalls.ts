import type { Identifier } from 'react-admin';
import { request } from '../../api/http';

// The two calls of spec §7 that are not reads or writes of one record; the dataProvider offers them as its
// own methods (useDataProvider<AppDataProvider>()).
export const customerVoucherCalls = {
    /** POST /v1/i/vouchers/:voucherId/users/assign with the customers to issue the voucher to. */
    assignVoucher: async (voucherId: Identifier, customerIds: Identifier[]) => ({
        data: await request(`/v1/i/vouchers/${voucherId}/users/assign`, {
            method: 'POST',
            body: { users: customerIds },
        }),
    }),
    /** DELETE /v1/i/vouchers/redeemed/:customerVoucherId/users/:customerId. */
    removeCustomerVoucher: async (customerVoucherId: Identifier, customerId: Identifier) => ({
        data: await request(`/v1/i/vouchers/redeemed/${customerVoucherId}/users/${customerId}`, {
            method: 'DELETE',
        }),
    }),
};
