import HistoryIcon from '@mui/icons-material/History';
import { lazyViews } from '../../lib/lazyView';
import type { AppResource } from '../../lib/resourceTypes';
import declared from './routes';

// The audit trail (extension `audit-log`): read-only, for those who manage users (Admins hold that flag).
export default {
    ...declared,
    views: lazyViews(declared.routes),
    icon: HistoryIcon,
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
} satisfies AppResource;
