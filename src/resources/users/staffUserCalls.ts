import type { Identifier } from 'react-admin';
import { request } from '../../api/http';

/** POST /v1/i/staff-users/:id/password: an admin sets a new password, which ends that user's sessions. */
export const setStaffUserPassword = (id: Identifier, password: string) =>
    request(`/v1/i/staff-users/${id}/password`, { method: 'POST', body: { password } });
