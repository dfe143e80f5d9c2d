import type { ResourceRoutes } from '../../lib/resourceTypes';

// Real screens when the server offers the notifications extension, the spec's sample screens otherwise. The
// edit path is ours (the spec's route table has none): without the extension it answers 'not found'.
export default {
    name: 'notifications',
    routes: {
        list: { path: '/notifications', view: () => import('./NotificationListScreen') },
        create: { path: '/notification/create', view: () => import('./NotificationCreateScreen') },
        edit: { path: '/notification/:id', view: () => import('./NotificationEditScreen') },
    },
} satisfies ResourceRoutes;
