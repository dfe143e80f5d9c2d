import { useGetIdentity, useGetOne } from 'react-admin';
import type { StaffUser } from '../../../contract';

/**
 * The signed-in staff member's own record, read through the staff users (every staff member may read it);
 * the account and the password sections share the one query.
 */
export const useOwnAccount = () => {
    const { identity } = useGetIdentity();
    return useGetOne<StaffUser>(
        'users',
        { id: String(identity?.id ?? '') },
        { enabled: identity?.id !== undefined }
    );
};
