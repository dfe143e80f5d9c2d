import type { ResourceRoutes } from '../types';

// The points and transactions histories are mockups of the spec (sample data, no calls).
export default {
    name: 'customers',
    routes: {
        list: { path: '/customers', view: () => import('./CustomerList') },
        show: { path: '/customer/:id', view: () => import('./CustomerShow') },
        edit: { path: '/customer/:id/edit', view: () => import('./CustomerEdit') },
        vouchers: { path: '/customer/:id/vouchers', view: () => import('./CustomerVouchers') },
        points: {
            path: '/customer/:id/points',
            view: () => import('../../mockups/CustomerPoints'),
        },
        transactions: {
            path: '/customer/:id/transactions',
            view: () => import('../../mockups/CustomerTransactions'),
        },
    },
} satisfies ResourceRoutes;
