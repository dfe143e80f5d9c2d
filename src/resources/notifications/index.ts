import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyViews } from '../../lib/lazyView';
import type { AppResource } from '../../lib/resourceTypes';
import declared from './routes';

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
    ...declared,
    views: lazyViews(declared.routes),
    icon: NotificationsIcon,
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
} satisfies AppResource;
