import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Loading, PasswordInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import { failedPasswordRules } from '../../../contract/passwordRules';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { MockupSection } from '../../mockups/MockupSection';
import { PasswordChecklist } from '../users/PasswordChecklist';
import { changeOwnPassword, fieldErrorsOf } from './settingsCalls';
import { useOwnAccount } from './useOwnAccount';

type Values = Record<string, string>;

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

const Fields = () => {
    const translate = useTranslate();
    return (
        <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
                {translate('app.settings.password.hint')}
            </Typography>
            <PasswordInput
                source="currentPassword"
                label="app.settings.password.current"
                autoComplete="current-password"
                fullWidth
            />
            <PasswordInput
                source="newPassword"
                label="app.settings.password.new"
                autoComplete="new-password"
                fullWidth
            />
            <PasswordChecklist source="newPassword" />
            <PasswordInput
                source="confirmPassword"
                label="app.settings.password.confirm"
                autoComplete="new-password"
                fullWidth
            />
            <SaveButton
                label="app.settings.password.save"
                alwaysEnable
                sx={{ alignSelf: 'flex-start' }}
            />
        </Stack>
    );
};

/**
 * The form alone, for the Setting screen and for the screen a staff member must pass first (the layout's
 * PasswordChangeFirst): `onChanged` runs after the server took the new password.
 */
export const ChangePasswordForm = ({
    name,
    username,
    onChanged,
}: {
    name?: string;
    username?: string;
    onChanged?: () => Promise<void> | void;
}) => {
    // A new form after each change, so that no password stays on the screen.
    const [changes, setChanges] = useState(0);
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const save = async ({ currentPassword = '', newPassword = '' }: Values) => {
        try {
            await changeOwnPassword(currentPassword, newPassword);
            notify('app.settings.password.changed', { type: 'success' });
            setChanges(count => count + 1);
            await onChanged?.();
        } catch (error) {
            const errors = fieldErrorsOf(error);
            if (errors.currentPassword) return { currentPassword: errors.currentPassword };
            if (errors.password) return { newPassword: errors.password };
            notifyFailure(error, 'app.settings.password.failed');
        }
    };
    const validate = (values: Values) => {
        const errors: Values = {};
        if (!values.currentPassword)
            errors.currentPassword = 'app.settings.password.current_required';
        if (failedPasswordRules(values.newPassword ?? '', { name, username }).length > 0) {
            errors.newPassword = 'app.users.validation.password';
        }
        if (values.confirmPassword !== values.newPassword) {
            errors.confirmPassword = 'app.settings.password.mismatch';
        }
        return errors;
    };
    return (
        <Form
            key={changes}
            onSubmit={save}
            validate={validate}
            defaultValues={{ ...empty, name, username }}
        >
            <Fields />
        </Form>
    );
};

/** Their own password, given the current one and meeting every rule (checked as they type). */
export const ChangePassword = () => {
    const { data: user } = useOwnAccount();
    return (
        <MockupSection title="app.settings.password.title" sx={{ height: '100%' }}>
            {/* The checklist checks the password against the name and username: the form waits for them. */}
            {user ? <ChangePasswordForm name={user.name} username={user.username} /> : <Loading />}
        </MockupSection>
    );
};
