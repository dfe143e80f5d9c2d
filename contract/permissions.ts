import type { StaffRole } from './staffUser.ts';

// What a route needs and what a staff member holds (the flags saved on them). The server checks them in one
// hook; the console reads the same names, carried by the access token, in authProvider.canAccess to hide what
// a person may not use.

/**
 * The per-user flags of spec §3 'User' ('Manage Customers', ...), one write permission each, and one read
 * permission of this server's: `customers:personal`, reading and exporting customers' personal data (name,
 * email, phone, address) unmasked and editing it. Without it the server answers those fields masked.
 */
export const permissions = [
    'customers:write',
    'customers:personal',
    'vouchers:write',
    'advertisements:write',
    'notifications:write',
    'users:write',
    'settings:write',
] as const;
export type Permission = (typeof permissions)[number];

/**
 * What a route declares in its options: a permission, `read` (any signed-in staff member) or `public`
 * (no session: login, refresh, logout).
 */
export type RouteAccess = Permission | 'read' | 'public';

/**
 * The flags a role proposes when a user is created or their role changes (spec §6); the flags saved on the user
 * are what counts afterwards.
 */
const roleDefaults: Record<StaffRole, readonly Permission[]> = {
    admin: permissions,
    manager: [
        'customers:write',
        'customers:personal',
        'vouchers:write',
        'advertisements:write',
        'notifications:write',
    ],
    marketer: ['vouchers:write', 'advertisements:write', 'notifications:write'],
    advertiser: ['advertisements:write'],
    analyst: [],
};

export function defaultPermissions(role: StaffRole): Permission[] {
    return [...roleDefaults[role]];
}
