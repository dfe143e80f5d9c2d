import type { ResourceDeclaration, RouteTable } from '../../lib/resourceTypes';

// The points and transactions histories are the spec's mockups (sample data, no calls) unless the server
// offers the points-ledger extension.
const routes = {
    list: {
        path: '/customers',
        view: () => import('./CustomerList'),
        firstPage: {
            api: '/v1/i/customers',
            sort: { field: 'registeredAt', order: 'DESC' },
            filter: { status: 'active' },
        },
    },
    show: { path: '/customer/:id', view: () => import('./profile/CustomerShow') },
    edit: { path: '/customer/:id/edit', view: () => import('./profile/CustomerEdit') },
    vouchers: {
        path: '/customer/:id/vouchers',
        view: () => import('./vouchers/CustomerVouchers'),
    },
    points: {
        path: '/customer/:id/points',
        view: () => import('./histories/CustomerPointsHistory'),
    },
    transactions: {
        path: '/customer/:id/transactions',
        view: () => import('./histories/CustomerTransactionsHistory'),
    },
} satisfies RouteTable;

export default {
    name: 'customers',
    routes,
    icon: () => import('@mui/icons-material/People'),
    menu: { label: 'customers', order: 4 },
    recordRepresentation: 'name',
    permission: 'customers:write',
    api: {
        list: { path: routes.list.firstPage.api, key: 'customers' },
        one: { path: id => `/v1/i/customers/${id}`, key: 'customer' },
    },
} satisfies ResourceDeclaration;

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
    permission: 'customers:write',
    api: {
        one: { path: id => `/v1/i/customer/${id}`, key: 'customer' },
        update: { path: id => `/v1/i/customer/${id}`, fields: CUSTOMER_PROFILE_FIELDS, json: true },
        delete: id => `/v1/i/customer/${id}`,
    },
} satisfies ResourceDeclaration;

/** A customer's vouchers; assigning and removing them are calls of the dataProvider (customerVoucherCalls). */
const customerVouchers = {
    name: 'customerVouchers',
    routes: {},
    permission: 'customers:write',
    api: {
        references: {
            customerId: { path: id => `/v1/i/customers/${id}/vouchers`, key: 'vouchers' },
        },
    },
} satisfies ResourceDeclaration;

/** The registry's screenless resources of this folder (src/resources/index.ts). */
export const apiOnly: ResourceDeclaration[] = [customerProfiles, customerVouchers];
