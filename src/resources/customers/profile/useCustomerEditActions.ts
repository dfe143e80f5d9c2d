import { useDataProvider, useNotify, useRedirect, useRefresh } from 'react-admin';
import type { CustomerProfile } from '../../../../contract';
import { useNotifyFailure } from '../../../components/useNotifyFailure';
import { pathTo } from '../../../lib/screenPaths';

/** The server's field errors (already in react-admin's translatable form, src/api/http.ts), if any. */
const fieldErrorsOf = (error: unknown) => {
    const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
    return errors && typeof errors === 'object' && Object.keys(errors).length > 0
        ? (errors as Record<string, string>)
        : undefined;
};

/**
 * Update and delete of the edit screen. Spec §2: without a call for them both only log and leave the screen;
 * with the customer-writes extension (`writes`) they save, toast and then leave. `update` resolves to the
 * submission errors for react-admin's form: a refusal's field errors go under their inputs, and its message
 * as `root.serverError` is the failure toast react-admin's form shows once it holds errors (spec §8).
 * `remove` resolves to whether the screen was left.
 */
export const useCustomerEditActions = (writes: boolean) => {
    const redirect = useRedirect();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const refresh = useRefresh();
    const dataProvider = useDataProvider();

    const update = async (profile: Partial<CustomerProfile> & { id: string }) => {
        if (!writes) {
            console.info('Update customer: not saved, the API has no route for it', profile);
            redirect(pathTo('customers', 'show', profile.id));
            return undefined;
        }
        try {
            await dataProvider.update('customerProfiles', {
                id: profile.id,
                data: profile,
                previousData: profile as never,
            });
        } catch (error) {
            const fields = fieldErrorsOf(error);
            if (fields) return { ...fields, root: { serverError: (error as Error).message } };
            notifyFailure(error, 'app.customers.edit.save_failed');
            return undefined;
        }
        notify('app.customers.edit.updated', { type: 'success' });
        // The details screen shows the name and status from another path: read it again.
        refresh();
        redirect(pathTo('customers', 'show', profile.id));
        return undefined;
    };

    const remove = async (id: string) => {
        if (!writes) {
            console.info('Delete customer: not deleted, the API has no route for it', id);
            redirect(pathTo('customers'));
            return true;
        }
        try {
            await dataProvider.delete('customerProfiles', { id });
        } catch (error) {
            notifyFailure(error, 'app.customers.edit.delete_failed');
            return false;
        }
        notify('app.customers.edit.deleted', { type: 'success' });
        refresh();
        redirect(pathTo('customers'));
        return true;
    };

    return { update, remove };
};
