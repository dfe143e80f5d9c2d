import type { ResourceRoutes } from '../../lib/resourceTypes';

// The spec's paths (§2): the list is plural, the forms singular.
export default {
    name: 'vouchers',
    routes: {
        list: {
            path: '/vouchers',
            view: () => import('./VoucherList'),
            firstPage: {
                api: '/v1/i/vouchers',
                sort: { field: 'id', order: 'ASC' },
                filter: { status: 'active' },
            },
        },
        create: { path: '/voucher/create', view: () => import('./VoucherCreate') },
        edit: { path: '/voucher/:id', view: () => import('./VoucherEdit') },
    },
} satisfies ResourceRoutes;
