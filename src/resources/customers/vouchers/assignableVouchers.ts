import type { Identifier } from 'react-admin';
import type { AssignableVoucher } from '../../../../contract';
import { request } from '../../../api/http';
import { listAnswer } from '../../../api/listAnswer';

/** The vouchers as the assign dialog offers them to this customer (customer-writes), with the reasons. */
export const fetchAssignable = async (customerId: Identifier) =>
    listAnswer<AssignableVoucher>(
        await request(`/v1/i/customers/${customerId}/assignable-vouchers`, {
            query: { page: 1, perPage: 1000 },
        }),
        'vouchers'
    ).rows;
