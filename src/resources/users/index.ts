import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazyViews } from '../lazyView';
import type { AppResource } from '../types';
import declared from './routes';

export default {
    ...declared,
    views: lazyViews(declared.routes),
    icon: ManageAccountsIcon,
    menu: { label: 'users', order: 5 },
    permission: 'users:write',
} satisfies AppResource;
