import type { ResourceDeclaration, RouteTable } from '../../lib/resourceTypes';

const routes = {
    list: { path: '/activity', view: () => import('./ActivityList') },
} satisfies RouteTable;

// The audit trail (extension `audit-log`): read-only, for those who manage users (Admins hold that flag).
export default {
    name: 'activity',
    routes,
    icon: () => import('@mui/icons-material/History'),
    menu: { label: 'activity', order: 7 },
    listPermission: 'users:write',
    extension: 'audit-log',
    api: {
        list: {
            path: '/v1/i/audit-log',
            key: 'entries',
            filters: ['actor', 'entityType', 'entityId', 'action', 'from', 'to'],
        },
    },
} satisfies ResourceDeclaration;
