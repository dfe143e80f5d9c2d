import { useGetIdentity, usePermissions, useRecordContext } from 'react-admin';
import { type Permission, permissions } from '../../../contract/permissions';
import {
    adminOnlyPermissions,
    type Granter,
    grantablePermissions,
    grantableRole,
    outranks,
} from '../../../contract/staffGrants';
import type { StaffRole, StaffUser } from '../../../contract/staffUser';

/** What the signed-in staff member may change on the user being edited (or created), by the server's rule. */
export interface Grants {
    role(role: StaffRole): boolean;
    permission(flag: Permission): boolean;
    /** Enable, disable, delete, set the password: acts on all the user holds. */
    whole: boolean;
    /** Why some choice is held back, as a message key; undefined when every choice is open. */
    reason: string | undefined;
}

const open: Grants = { role: () => true, permission: () => true, whole: true, reason: undefined };

/**
 * The signed-in staff member's saved role and flags (carried by their access token) against the shared grant
 * rule (contract/staffGrants.ts), so that the form offers only what the server would accept. Until they are
 * known every choice stays open: the server decides anyway.
 */
export function useGrants(): Grants {
    const { permissions: held } = usePermissions<{ role: StaffRole; permissions: Permission[] }>();
    const { identity } = useGetIdentity();
    const target = useRecordContext<StaffUser>();
    if (!held || !identity) return open;
    const granter: Granter = {
        id: String(identity.id),
        role: held.role,
        status: 'active',
        permissions: held.permissions,
    };
    if (target && granter.id === target.id) {
        const none = () => false;
        return { role: none, permission: none, whole: false, reason: 'own' };
    }
    if (target && outranks(granter, target) === 'admin_account_only') {
        const none = () => false;
        return { role: none, permission: none, whole: false, reason: 'admin_account' };
    }
    const grantable = grantablePermissions(granter);
    const isAdmin = granter.role === 'admin';
    const permission = (flag: Permission) =>
        grantable.includes(flag) ||
        (Boolean(target?.permissions.includes(flag)) &&
            (isAdmin || !adminOnlyPermissions.includes(flag)));
    const role = (choice: StaffRole) => grantableRole(granter, choice);
    const limited = !role('admin') || permissions.some(flag => !permission(flag));
    return {
        role,
        permission,
        whole: !target || outranks(granter, target) === undefined,
        reason: limited ? 'limited' : undefined,
    };
}
