import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazyViews } from '../../lib/lazyView';
import type { AppResource } from '../../lib/resourceTypes';
import declared from './routes';

// The JSON body of a write (contract/staffUser.ts); the password only on create, it has its own call after.
const fields = [
    'username',
    'email',
    'name',
    'phone',
    'location',
    'joiningDate',
    'role',
    'status',
    'permissions',
    'notes',
] as const;

export default {
    ...declared,
    views: lazyViews(declared.routes),
    icon: ManageAccountsIcon,
    menu: { label: 'users', order: 5 },
    recordRepresentation: 'name',
    permission: 'users:write',
    // Called only by the real screens, which show only when the server offers the staff-users extension.
    api: {
        list: { path: '/v1/i/staff-users', key: 'users', filters: ['role'] },
        one: { path: id => `/v1/i/staff-users/${id}`, key: 'user' },
        create: { path: '/v1/i/staff-users', fields: [...fields, 'password'], json: true },
        update: { path: id => `/v1/i/staff-users/${id}`, fields, json: true },
        delete: id => `/v1/i/staff-users/${id}`,
    },
} satisfies AppResource;
