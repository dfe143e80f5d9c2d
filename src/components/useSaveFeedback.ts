import { type RaRecord, useNotify, useRedirect } from 'react-admin';
import { pathTo } from '../lib/screenPaths';
import { useNotifyFailure } from './useNotifyFailure';

interface SaveFeedback {
    resource: string;
    /** The success toast (spec §8), e.g. 'Voucher created successfully'. */
    success: string;
    /** The failure toast when the server sends no message of its own. */
    failure: string;
    /** The toast when the record to edit cannot be loaded. */
    loadFailure?: string;
    /** Where a create goes instead of the list as it was left (createdRecord.ts), given the saved record. */
    onCreated?: (record: RaRecord) => void;
}

/**
 * What every create and edit screen does around a save (spec §8): a success toast and back to the list, or
 * the server's message (else `failure`) in an error toast; a record that cannot be loaded leaves nothing to
 * edit, so it says so and goes back to the list too. Spread into react-admin's Create or Edit.
 */
export const useSaveFeedback = ({
    resource,
    success,
    failure,
    loadFailure,
    onCreated,
}: SaveFeedback) => {
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const redirect = useRedirect();
    const toList = () => redirect(pathTo(resource));
    return {
        mutationOptions: {
            onSuccess: (record: RaRecord) => {
                notify(success, { type: 'success', messageArgs: { smart_count: 1 } });
                if (onCreated) onCreated(record);
                else toList();
            },
            onError: (error: unknown) => notifyFailure(error, failure),
        },
        queryOptions: {
            onError: () => {
                if (loadFailure) notify(loadFailure, { type: 'error' });
                toList();
            },
        },
    };
};
