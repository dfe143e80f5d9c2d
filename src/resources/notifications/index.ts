import type { ResourceDeclaration, RouteTable } from '../../lib/resourceTypes';

// Real screens when the server offers the notifications extension, the spec's sample screens otherwise. The
// edit path is ours (the spec's route table has none): without the extension it answers 'not found'.
const routes = {
    list: { path: '/notifications', view: () => import('./NotificationListScreen') },
    create: { path: '/notification/create', view: () => import('./NotificationCreateScreen') },
    edit: { path: '/notification/:id', view: () => import('./NotificationEditScreen') },
} satisfies RouteTable;

// The JSON body of a create or an update (contract/notification.ts); the status moves only by its own calls.
const fields = [
    'title',
    'message',
    'type',
    'priority',
    'expiresAt',
    'recipients',
    'customerIds',
    'channels',
    'deeplink',
] as const;

export default {
    name: 'notifications',
    routes,
    icon: () => import('@mui/icons-material/Notifications'),
    menu: { label: 'notifications', order: 3 },
    recordRepresentation: 'title',
    permission: 'notifications:write',
    // Called only by the real screens, which show only when the server offers the notifications extension.
    api: {
        list: { path: '/v1/i/notifications', key: 'notifications' },
        one: { path: id => `/v1/i/notifications/${id}`, key: 'notification' },
        create: { path: '/v1/i/notifications', fields, json: true },
        update: { path: id => `/v1/i/notifications/${id}`, fields, json: true },
        delete: id => `/v1/i/notifications/${id}`,
    },
} satisfies ResourceDeclaration;
