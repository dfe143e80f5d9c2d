import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { StaffUser } from '../../../contract';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { useGrants } from './useGrants';

/**
 * Enables the user at once, or disables them once the clerk confirms (it signs them out); the server refuses
 * to disable the last active Admin or oneself, and hidden where the grant rule would refuse it.
 */
export const ToggleStatusButton = () => {
    const user = useRecordContext<StaffUser>();
    const translate = useTranslate();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const [update, { isPending }] = useUpdate();
    const [asking, setAsking] = useState(false);
    const grants = useGrants();
    if (!user || !grants.whole) return null;
    const active = user.status === 'active';
    const status = active ? 'inactive' : 'active';
    const toggle = () =>
        update(
            'users',
            { id: user.id, data: { status }, previousData: user },
            {
                mutationMode: 'pessimistic',
                onSuccess: () =>
                    notify(active ? 'app.users.toasts.disabled' : 'app.users.toasts.enabled', {
                        type: 'success',
                    }),
                onError: error => notifyFailure(error, 'app.users.toasts.save_failed'),
                onSettled: () => setAsking(false),
            }
        );
    return (
        <>
            <Button onClick={active ? () => setAsking(true) : toggle} disabled={isPending}>
                {translate(active ? 'app.users.actions.disable' : 'app.users.actions.enable')}
            </Button>
            <Confirm
                isOpen={asking}
                loading={isPending}
                title="app.users.actions.disable_title"
                content="app.users.actions.disable_content"
                translateOptions={{ name: user.name }}
                confirm="app.users.actions.disable"
                confirmColor="warning"
                onConfirm={toggle}
                onClose={() => setAsking(false)}
            />
        </>
    );
};
