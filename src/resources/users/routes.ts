import type { ResourceRoutes } from '../../lib/resourceTypes';

// Real screens when the server offers the staff-users extension, the spec's sample screens otherwise.
export default {
    name: 'users',
    routes: {
        list: { path: '/users', view: () => import('./UserListScreen') },
        create: { path: '/user/create', view: () => import('./UserCreateScreen') },
        show: { path: '/user/:id', view: () => import('./UserShowScreen') },
    },
} satisfies ResourceRoutes;
