import type { ResourceDeclaration, RouteTable } from '../../lib/resourceTypes';

// Real screens when the server offers the staff-users extension, the spec's sample screens otherwise.
const routes = {
    list: { path: '/users', view: () => import('./UserListScreen') },
    create: { path: '/user/create', view: () => import('./UserCreateScreen') },
    show: { path: '/user/:id', view: () => import('./UserShowScreen') },
} satisfies RouteTable;

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
    name: 'users',
    routes,
    icon: () => import('@mui/icons-material/ManageAccounts'),
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
} satisfies ResourceDeclaration;
