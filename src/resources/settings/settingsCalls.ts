import type { ProgrammeSettings, StaffUser } from '../../../contract';
import { request } from '../../api/http';

// The staff-users extension's calls for the signed-in staff member's own account and the programme settings.

export interface OwnProfile {
    name: string;
    email: string | null;
    phone: string | null;
}

/** PATCH /v1/i/auth/profile: their own name, email and phone. */
export const updateOwnProfile = (profile: OwnProfile) =>
    request<{ user: StaffUser }>('/v1/i/auth/profile', { method: 'PATCH', body: profile });

/** POST /v1/i/auth/password: their own password, given the current one; their other sessions end. */
export const changeOwnPassword = (currentPassword: string, newPassword: string) =>
    request('/v1/i/auth/password', { method: 'POST', body: { currentPassword, newPassword } });

/** GET /v1/i/settings (Manage Settings): the figures the server runs with. */
export const fetchProgrammeSettings = () =>
    request<{ settings: ProgrammeSettings }>('/v1/i/settings').then(answer => answer.settings);

/** The field errors of a 400 answer ({"errors": {field: message}}), if any. */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
    const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
};
