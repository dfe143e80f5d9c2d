import type { ResourceRoutes } from '../types';

// A mockup of the spec: sample data, no calls.
export default {
    name: 'notifications',
    routes: {
        list: { path: '/notifications', view: () => import('../../mockups/NotificationList') },
        create: {
            path: '/notification/create',
            view: () => import('../../mockups/NotificationCreate'),
        },
    },
} satisfies ResourceRoutes;
