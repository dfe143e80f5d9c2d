import type { ResourceRoutes } from '../../lib/resourceTypes';

// The real Setting screen when the server offers the staff-users extension; without it there is no screen
// (spec §2: Setting is a placeholder) and /settings is not found.
export default {
    name: 'settings',
    routes: {
        list: { path: '/settings', view: () => import('./SettingScreen') },
    },
} satisfies ResourceRoutes;
