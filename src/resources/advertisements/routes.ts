import type { ResourceRoutes } from '../../lib/resourceTypes';

export default {
    name: 'advertisements',
    routes: {
        list: {
            path: '/advertisements',
            view: () => import('./AdvertisementList'),
            firstPage: {
                api: '/v1/i/advertisement',
                sort: { field: 'startDateTime', order: 'DESC' },
                filter: { status: 'active' },
            },
        },
        create: { path: '/advertisement/create', view: () => import('./AdvertisementCreate') },
        edit: { path: '/advertisement/:id', view: () => import('./AdvertisementEdit') },
    },
} satisfies ResourceRoutes;
