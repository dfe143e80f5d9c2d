import {
    failedPasswordRules,
    type Granter,
    type GrantRefusal,
    type Permission,
    passwordRuleMessages,
    type StaffRole,
    type StaffUser,
    type StaffUserStatus,
} from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';

/** Spec §5 'Others', enforced: a 400 naming the first rule the password breaks (all of them in `errors`). */
export function checkPassword(password: string, person: { name: string; username: string }): void {
    const failed = failedPasswordRules(password, person);
    const first = failed[0];
    if (!first) return;
    const all = failed.map(rule => passwordRuleMessages[rule]).join('; ');
    throw new HttpError(400, passwordRuleMessages[first], { password: all });
}

export const usernameTaken = () =>
    new HttpError(409, 'This username is already taken', {
        username: 'This username is already taken',
    });

interface Standing {
    role: StaffRole;
    status: StaffUserStatus;
}

const isActiveAdmin = (user: Standing) => user.role === 'admin' && user.status === 'active';

/**
 * Someone must always be able to manage the programme: the last active Admin cannot be demoted, disabled or
 * deleted (`after` is null for a delete). `otherActiveAdmins` counts the active admins besides this user.
 */
export function checkLastAdmin(
    before: Standing,
    after: Standing | null,
    otherActiveAdmins: number
) {
    if (!isActiveAdmin(before) || (after && isActiveAdmin(after)) || otherActiveAdmins > 0) return;
    const change = !after ? 'deleted' : after.status !== 'active' ? 'disabled' : 'demoted';
    throw new HttpError(
        409,
        `The last active Admin cannot be ${change}; make another user an active Admin first`
    );
}

interface Access {
    permissions: Permission[];
    status: StaffUserStatus;
}

/**
 * Nobody locks themselves out of staff users: their own account and Manage Users flag stay. A staff member
 * without the flag (editing their own name) has none to lose.
 */
export function checkOwnAccess(isSelf: boolean, before: Access, after: Access | null) {
    if (!isSelf) return;
    if (!after) throw new HttpError(409, 'You cannot delete your own account');
    if (after.status !== 'active') throw new HttpError(409, 'You cannot disable your own account');
    const managesUsers = (access: Access) => access.permissions.includes('users:write');
    if (managesUsers(before) && !managesUsers(after)) {
        throw new HttpError(409, 'You cannot remove your own Manage Users permission');
    }
}

const grantMessages: Record<GrantRefusal, string> = {
    own_access_change: 'You cannot change your own role, permissions or status',
    admin_account_only: "Only an active Admin can change an Admin's account",
    admin_grants_only:
        'Only an active Admin can grant or remove the Admin role, Manage Users or Manage Settings',
    grant_not_held: 'You cannot grant a permission you do not hold',
    target_outranks:
        'You cannot disable, delete or set the password of someone holding a permission you cannot grant',
    own_password_reset: 'Change your own password from your profile, giving your current one',
};

/** A 403 saying why, when the shared grant rule (contract/staffGrants.ts) refuses the change. */
export function checkGrant(refusal: GrantRefusal | undefined) {
    if (refusal) throw new HttpError(403, grantMessages[refusal]);
}

/** The signed-in staff member as saved now, for the grant rule; gone or disabled, their session has ended. */
export function granterOf(user: StaffUser | undefined): Granter {
    if (user?.status !== 'active') {
        throw new HttpError(401, 'Session ended. Please sign in again.');
    }
    return user;
}
