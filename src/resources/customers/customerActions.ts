import { useRedirect } from 'react-admin';
import type { CustomerProfile } from '../../../contract';
import { pathTo } from '../routes';

/**
 * The spec has no call for updating or deleting a customer: both buttons only log and leave the edit
 * screen. This is the one place to wire them to an API later.
 */
export const useCustomerActions = () => {
    const redirect = useRedirect();
    return {
        update: (profile: Partial<CustomerProfile>) => {
            console.info('Update customer: not saved, the API has no route for it', profile);
            redirect(pathTo('customers', 'show', profile.id));
        },
        remove: (id: string) => {
            console.info('Delete customer: not deleted, the API has no route for it', id);
            redirect(pathTo('customers'));
        },
    };
};
