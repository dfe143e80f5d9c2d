import type { Permission, StaffRole, StaffUser, StaffUserStatus } from '../../contract/index.ts';
import { maskEmail, maskPhone } from '../customers/index.ts';
import { isoTimestamp } from '../lib/isoTimestamp.ts';
import { isoOrNull } from '../lib/values.ts';

/** A staff_users row as the repository selects it (the joining date already formatted by the database). */
export interface StaffUserRow {
    id: number;
    username: string;
    email: string | null;
    name: string;
    phone: string | null;
    location: string | null;
    joiningDate: string | null;
    role: string;
    status: string;
    permissions: string[];
    notes: string | null;
    passwordChangedAt: Date | string | null;
    /** Generated<Timestamp> selects as its column type; both drivers hand back a Date. */
    createdAt: unknown;
}

/** A stored staff user as the API answers it (and as its audit entries record it). */
export function toStaffUser(row: StaffUserRow): StaffUser {
    return {
        id: String(row.id),
        username: row.username,
        email: row.email,
        name: row.name,
        phone: row.phone,
        location: row.location,
        joiningDate: row.joiningDate,
        role: row.role as StaffRole,
        status: row.status as StaffUserStatus,
        permissions: row.permissions as Permission[],
        notes: row.notes,
        passwordChangedAt: isoOrNull(row.passwordChangedAt),
        createdAt: isoTimestamp(row.createdAt as Date),
    };
}

interface Contact {
    id: string | number;
    email: string | null;
    phone: string | null;
    notes?: string | null;
}

/**
 * A staff user as `viewer` may read them: HR notes and contact details (email, phone) only with `users:write` or
 * on one's own account; others read the email and phone masked and no notes.
 */
export function shownTo(viewer: { id: string; permissions: readonly string[] } | null) {
    const sees = (id: string) =>
        viewer !== null && (viewer.permissions.includes('users:write') || viewer.id === id);
    return <User extends Contact>(user: User): User => {
        if (sees(String(user.id))) return user;
        return {
            ...user,
            email: user.email === null ? null : maskEmail(user.email),
            phone: user.phone === null ? null : maskPhone(user.phone),
            ...('notes' in user ? { notes: null } : {}),
        };
    };
}
