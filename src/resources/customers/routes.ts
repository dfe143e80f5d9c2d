import type { ResourceRoutes } from '../../lib/resourceTypes';

// The points and transactions histories are the spec's mockups (sample data, no calls) unless the server
// offers the points-ledger extension.
export default {
    name: 'customers',
    routes: {
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
    },
} satisfies ResourceRoutes;
