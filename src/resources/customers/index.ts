import PeopleIcon from '@mui/icons-material/People';
import { lazyViews } from '../lazyView';
import type { AppResource } from '../types';
import declared from './routes';

export default {
    ...declared,
    views: lazyViews(declared.routes),
    icon: PeopleIcon,
    menu: { label: 'customers', order: 4 },
    recordRepresentation: 'name',
    permission: 'customers:write',
    api: {
        list: { path: '/v1/i/customers', key: 'customers' },
        one: { path: id => `/v1/i/customers/${id}`, key: 'customer' },
    },
} satisfies AppResource;

/** The profile of the edit screen (spec §7 reads it from its own, singular path). */
export const customerProfiles = {
    name: 'customerProfiles',
    routes: {},
    views: {},
    permission: 'customers:write',
    api: { one: { path: id => `/v1/i/customer/${id}`, key: 'customer' } },
} satisfies AppResource;

/** A customer's vouchers; assigning and removing them are calls of the dataProvider (customerVoucherCalls). */
export const customerVouchers = {
    name: 'customerVouchers',
    routes: {},
    views: {},
    permission: 'customers:write',
    api: {
        references: {
            customerId: { path: id => `/v1/i/customers/${id}/vouchers`, key: 'vouchers' },
        },
    },
} satisfies AppResource;
