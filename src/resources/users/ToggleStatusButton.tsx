import Button from '@mui/material/Button';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { StaffUser } from '../../../contract';
import { useNotifyFailure } from '../../components/useNotifyFailure';

/** Enables or disables the user at once; the server refuses to disable the last active Admin or oneself. */
export const ToggleStatusButton = () => {
    const user = useRecordContext<StaffUser>();
    const translate = useTranslate();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const [update, { isPending }] = useUpdate();
    if (!user) return null;
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
            }
        );
    return (
        <Button onClick={toggle} disabled={isPending}>
            {translate(active ? 'app.users.actions.disable' : 'app.users.actions.enable')}
        </Button>
    );
};
