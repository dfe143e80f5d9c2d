import {
    failedPasswordRules,
    type Permission,
    passwordRuleMessages,
    type StaffRole,
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
