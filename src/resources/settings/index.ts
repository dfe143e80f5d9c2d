import SettingsIcon from '@mui/icons-material/Settings';
import type { AppResource } from '../types';

/** The spec's Setting entry: a menu placeholder without a screen. */
export default {
    name: 'settings',
    routes: {},
    views: {},
    icon: SettingsIcon,
    menu: { label: 'setting', order: 6 },
    permission: 'settings:write',
} satisfies AppResource;
