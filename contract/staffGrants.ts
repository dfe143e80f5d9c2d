import type { Permission } from './permissions.ts';
import type { StaffRole, StaffUserStatus } from './staffUser.ts';

// Who may give whom which access. The server enforces it on every staff-user write; the console reads the same
// rule to offer only the roles and flags the signed-in staff member may grant.

/** Flags that make their holder able to change access or settings: granted and removed by an active Admin. */
export const adminOnlyPermissions: readonly Permission[] = ['users:write', 'settings:write'];

/** The access a staff member holds, as saved on them. */
export interface StaffAccess {
    role: StaffRole;
    status: StaffUserStatus;
    permissions: readonly Permission[];
}

/** The staff member making a change: their saved access and id. */
export interface Granter extends StaffAccess {
    id: string;
}

/** Why a change is refused; each is a 403 with this code. */
export type GrantRefusal =
    | 'own_access_change'
    | 'admin_account_only'
    | 'admin_grants_only'
    | 'grant_not_held'
    | 'target_outranks'
    | 'own_password_reset';

export const isActiveAdmin = (access: StaffAccess) =>
    access.role === 'admin' && access.status === 'active';

const sameSet = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every(item => b.includes(item));

/** The flags the granter may give someone: those they hold, less the Admin's own unless they are one. */
export function grantablePermissions(granter: StaffAccess): Permission[] {
    return granter.permissions.filter(
        flag => isActiveAdmin(granter) || !adminOnlyPermissions.includes(flag)
    );
}

/** The roles the granter may give or take away: Admin only by an active Admin. */
export const grantableRole = (granter: StaffAccess, role: StaffRole) =>
    role !== 'admin' || isActiveAdmin(granter);

/**
 * Whether the granter may act on the whole of a target's access (reset their password, disable or delete them):
 * only on someone whose every flag they could grant, and on an Admin only as an Admin. Otherwise a password
 * reset would let them sign in as someone holding more.
 */
export function outranks(granter: StaffAccess, target: StaffAccess): GrantRefusal | undefined {
    if (target.role === 'admin' && !isActiveAdmin(granter)) return 'admin_account_only';
    const grantable = grantablePermissions(granter);
    if (target.permissions.some(flag => !grantable.includes(flag))) return 'target_outranks';
    return undefined;
}

/**
 * Why the granter may not make this change of a staff member's account (`before` null: a create; `after` null:
 * a delete), or undefined when they may. Nobody changes their own role, flags or status; an Admin's account is
 * changed only by an active Admin; the Admin role and the admin-only flags are granted and removed only by an
 * active Admin; nobody grants a flag they do not hold.
 */
export function grantRefusal(
    granter: Granter,
    target: { id: string; before: StaffAccess | null; after: StaffAccess | null }
): GrantRefusal | undefined {
    const { before, after } = target;
    if (before && granter.id === target.id) {
        const same =
            after &&
            after.role === before.role &&
            after.status === before.status &&
            sameSet(after.permissions, before.permissions);
        return same ? undefined : 'own_access_change';
    }
    if (before?.role === 'admin' && !isActiveAdmin(granter)) return 'admin_account_only';
    if (!after) return before ? outranks(granter, before) : undefined;
    // Disabling or enabling someone takes away or gives back all they hold.
    const outranked =
        before && after.status !== before.status ? outranks(granter, before) : undefined;
    if (outranked) return outranked;
    if (!grantableRole(granter, after.role)) return 'admin_grants_only';
    const held = before?.permissions ?? [];
    const added = after.permissions.filter(flag => !held.includes(flag));
    const removed = held.filter(flag => !after.permissions.includes(flag));
    const adminOnly = [...added, ...removed].some(flag => adminOnlyPermissions.includes(flag));
    if (adminOnly && !isActiveAdmin(granter)) return 'admin_grants_only';
    if (added.some(flag => !granter.permissions.includes(flag))) return 'grant_not_held';
    return undefined;
}

/** Why the granter may not set a new password for the target: their own goes through the current one. */
export function passwordResetRefusal(
    granter: Granter,
    target: StaffAccess & { id: string }
): GrantRefusal | undefined {
    if (granter.id === target.id) return 'own_password_reset';
    return outranks(granter, target);
}
