import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyViews } from '../lazyView';
import type { AppResource } from '../types';
import declared from './routes';

export default {
    ...declared,
    views: lazyViews(declared.routes),
    icon: NotificationsIcon,
    menu: { label: 'notifications', order: 3 },
    permission: 'notifications:write',
} satisfies AppResource;
