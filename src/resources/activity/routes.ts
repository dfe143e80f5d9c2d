import type { ResourceRoutes } from '../types';

export default {
    name: 'activity',
    routes: {
        list: { path: '/activity', view: () => import('./ActivityList') },
    },
} satisfies ResourceRoutes;
