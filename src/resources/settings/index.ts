import SettingsIcon from '@mui/icons-material/Settings';
import { lazyViews } from '../../lib/lazyView';
import type { AppResource } from '../../lib/resourceTypes';
import declared from './routes';

/** The spec's Setting entry: a placeholder, which leads to the real screen only with the staff-users extension. */
export default {
    ...declared,
    views: lazyViews(declared.routes),
    icon: SettingsIcon,
    menu: { label: 'setting', order: 6, extension: 'staff-users' },
    permission: 'settings:write',
} satisfies AppResource;
