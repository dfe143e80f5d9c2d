import { useAllowed } from '../../components/Allowed';
import { StaffUserEdit } from './StaffUserEdit';
import { StaffUserShow } from './StaffUserShow';

/** /user/:id: the form for those who may write staff users, the read-only details for everyone else. */
export const StaffUserDetails = () => {
    const { canAccess, isPending } = useAllowed({ action: 'edit', resource: 'users' });
    if (isPending) return null;
    return canAccess ? <StaffUserEdit /> : <StaffUserShow />;
};
