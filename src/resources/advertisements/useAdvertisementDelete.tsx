import { useState } from 'react';
import { Confirm, useDelete, useNotify } from 'react-admin';
import type { Advertisement } from '../../../contract';
import { useExtension } from '../../api/useExtension';
import { useAllowed } from '../../components/Allowed';

/**
 * Deleting a campaign from the list, after the confirmation the voucher delete uses. Spec §7 has no delete
 * call: only our server's 'advertisement-delete' extension offers one, to staff who may manage advertisements.
 * `offered` is that extension; `allowed` is it and the permission; `ask` opens `dialog` when allowed.
 */
export const useAdvertisementDelete = (advertisement: Advertisement) => {
    const notify = useNotify();
    const [confirming, setConfirming] = useState(false);
    const offered = useExtension('advertisement-delete') === true;
    const { canAccess } = useAllowed({ action: 'delete', resource: 'advertisements' });
    const [deleteOne, { isPending }] = useDelete<Advertisement>();
    const allowed = offered && canAccess === true;

    const confirm = () =>
        deleteOne(
            'advertisements',
            { id: advertisement.id, previousData: advertisement },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setConfirming(false);
                    notify('app.advertisements.toasts.deleted', { type: 'success' });
                },
                onError: () => {
                    setConfirming(false);
                    notify('app.advertisements.toasts.delete_failed', { type: 'error' });
                },
            }
        );

    const dialog = (
        <Confirm
            isOpen={confirming}
            loading={isPending}
            title="app.advertisements.list.delete_title"
            content="app.advertisements.list.delete_content"
            translateOptions={{ title: advertisement.title }}
            confirm="app.advertisements.list.delete_confirm"
            confirmColor="warning"
            onConfirm={confirm}
            onClose={() => setConfirming(false)}
        />
    );
    return { offered, allowed, ask: () => allowed && setConfirming(true), dialog };
};
