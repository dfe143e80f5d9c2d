import type { ResourceDeclaration, RouteTable } from '../../lib/resourceTypes';

// The real Setting screen when the server offers the staff-users extension; without it there is no screen
// (spec §2: Setting is a placeholder) and /settings is not found.
const routes = {
    list: { path: '/settings', view: () => import('./SettingScreen') },
} satisfies RouteTable;

/** The spec's Setting entry: a placeholder, which leads to the real screen only with the staff-users extension. */
export default {
    name: 'settings',
    routes,
    icon: () => import('@mui/icons-material/Settings'),
    menu: { label: 'setting', order: 6, extension: 'staff-users' },
    permission: 'settings:write',
} satisfies ResourceDeclaration;
