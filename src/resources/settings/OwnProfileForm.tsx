import { Button, Stack } from '@mui/material';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import type { StaffUser } from '../../../contract';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { validateStaffUser } from '../users/validateStaffUser';
import { fieldErrorsOf, type OwnProfile, updateOwnProfile } from './settingsCalls';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Their own name, email and phone; the role, flags and status stay with those who have Manage Users. */
export const OwnProfileForm = ({
    user,
    onDone,
    onCancel,
}: {
    user: StaffUser;
    onDone: () => void;
    onCancel: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const save = async (values: Record<string, string | null>) => {
        const profile: OwnProfile = {
            name: values.name?.trim() ?? '',
            email: blankToNull(values.email),
            phone: blankToNull(values.phone),
        };
        try {
            await updateOwnProfile(profile);
            notify('app.settings.account.saved', { type: 'success' });
            onDone();
        } catch (error) {
            const errors = fieldErrorsOf(error);
            if (Object.keys(errors).length > 0) return errors;
            notifyFailure(error, 'app.settings.account.save_failed');
        }
    };
    // The username and role ride along for the shared check, which asks for them; only name and email are read.
    const validate = (values: Record<string, string | null>) => {
        const { name, email } = validateStaffUser({
            ...values,
            username: user.username,
            role: user.role,
        });
        return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
    };
    return (
        <Form
            onSubmit={save}
            validate={validate}
            defaultValues={{ name: user.name, email: user.email ?? '', phone: user.phone ?? '' }}
        >
            <TextInput source="name" label="resources.users.fields.name" fullWidth />
            <TextInput source="email" label="resources.users.fields.email" type="email" fullWidth />
            <TextInput source="phone" label="resources.users.fields.phone" fullWidth />
            <Stack direction="row" spacing={1}>
                <SaveButton label="app.settings.account.save" alwaysEnable />
                <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
            </Stack>
        </Form>
    );
};
