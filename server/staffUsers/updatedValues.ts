import { defaultPermissions, type StaffUser, type StaffUserUpdate } from '../../contract/index.ts';
import type { StaffUserValues } from './repository.ts';

/** The stored fields of a user after an update: a new role brings its default flags unless flags are given. */
export function updatedValues(current: StaffUser, body: StaffUserUpdate): StaffUserValues {
    const role = body.role ?? current.role;
    const permissions =
        body.permissions ??
        (role !== current.role ? defaultPermissions(role) : current.permissions);
    return {
        username: body.username ?? current.username,
        email: body.email === undefined ? current.email : body.email,
        name: body.name ?? current.name,
        phone: body.phone === undefined ? current.phone : body.phone,
        location: body.location === undefined ? current.location : body.location,
        joiningDate: body.joiningDate === undefined ? current.joiningDate : body.joiningDate,
        role,
        status: body.status ?? current.status,
        permissions: [...new Set(permissions)],
        notes: body.notes === undefined ? current.notes : body.notes,
    };
}
