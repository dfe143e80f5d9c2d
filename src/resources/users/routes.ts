import type { ResourceRoutes } from '../types';

// A mockup of the spec: sample staff users, no calls.
export default {
    name: 'users',
    routes: {
        list: { path: '/users', view: () => import('../../mockups/UserList') },
        create: { path: '/user/create', view: () => import('../../mockups/UserCreate') },
        show: { path: '/user/:id', view: () => import('../../mockups/UserShow') },
    },
} satisfies ResourceRoutes;
