import PeopleIcon from '@mui/icons-material/People';
import { lazyViews } from '../../lib/lazyView';
import type { AppResource } from '../../lib/resourceTypes';
import declared from './routes';

export default {
    ...declared,
    views: lazyViews(declared.routes),
    icon: PeopleIcon,
    menu: { label: 'customers', order: 4 },
    recordRepresentation: 'name',
    permission: 'customers:write',
    api: {
        list: { path: declared.routes.list.firstPage.api, key: 'customers' },
        one: { path: id => `/v1/i/customers/${id}`, key: 'customer' },
    },
} satisfies AppResource;

/** The fields the edit screen saves; the balance is not one of them (it changes through the ledger). */
export const CUSTOMER_PROFILE_FIELDS = [
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'address',
    'city',
    'state',
    'country',
    'status',
] as const;

/**
 * The profile of the edit screen (spec §7 reads it from its own, singular path). Update and delete are the
 * customer-writes extension's; the edit screen calls them only when the server offers it.
 */
const customerProfiles = {
    name: 'customerProfiles',
    routes: {},
    views: {},
    permission: 'customers:write',
    api: {
        one: { path: id => `/v1/i/customer/${id}`, key: 'customer' },
        update: { path: id => `/v1/i/customer/${id}`, fields: CUSTOMER_PROFILE_FIELDS, json: true },
        delete: id => `/v1/i/customer/${id}`,
    },
} satisfies AppResource;

/** A customer's vouchers; assigning and removing them are calls of the dataProvider (customerVoucherCalls). */
const customerVouchers = {
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

/** The registry's screenless resources of this folder (src/resources/index.ts). */
export const apiOnly: AppResource[] = [customerProfiles, customerVouchers];
