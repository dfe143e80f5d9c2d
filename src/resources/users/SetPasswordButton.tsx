import KeyIcon from '@mui/icons-material/Key';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
    Form,
    PasswordInput,
    SaveButton,
    useNotify,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import type { StaffUser } from '../../../contract';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { PasswordChecklist } from './PasswordChecklist';
import { setStaffUserPassword } from './staffUserCalls';
import { useGrants } from './useGrants';
import { validateStaffUser } from './validateStaffUser';

/** Sets a new password in a dialog, the policy shown as a checklist (the name and username ride along). */
export const SetPasswordButton = () => {
    const user = useRecordContext<StaffUser>();
    const translate = useTranslate();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const [open, setOpen] = useState(false);
    // Their own password goes through the profile, with the current one; someone holding more is not theirs.
    const grants = useGrants();
    if (!user || !grants.whole) return null;
    const save = async ({ password }: Record<string, string>) => {
        try {
            await setStaffUserPassword(user.id, password ?? '');
            notify('app.users.toasts.password_set', { type: 'success' });
            setOpen(false);
        } catch (error) {
            notifyFailure(error, 'app.users.toasts.save_failed');
        }
    };
    const validate = (values: Record<string, string>) => {
        const { password } = validateStaffUser({ ...values, role: user.role }, true);
        return password ? { password } : {};
    };
    return (
        <>
            <Button startIcon={<KeyIcon />} onClick={() => setOpen(true)}>
                {translate('app.users.actions.set_password')}
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="set-password-title">
                <Form
                    onSubmit={save}
                    validate={validate}
                    defaultValues={{ name: user.name, username: user.username, password: '' }}
                >
                    <DialogTitle id="set-password-title">
                        {translate('app.users.actions.set_password')}
                    </DialogTitle>
                    <DialogContent>
                        <PasswordInput
                            source="password"
                            label="resources.users.fields.password"
                            autoComplete="new-password"
                        />
                        <PasswordChecklist />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={() => setOpen(false)}>
                            {translate('ra.action.cancel')}
                        </Button>
                        <SaveButton label="app.users.actions.save_password" alwaysEnable />
                    </DialogActions>
                </Form>
            </Dialog>
        </>
    );
};
