import type { ResourceRoutes } from '../../lib/resourceTypes';

export default {
    name: 'activity',
    routes: {
        list: { path: '/activity', view: () => import('./ActivityList') },
    },
} satisfies ResourceRoutes;
