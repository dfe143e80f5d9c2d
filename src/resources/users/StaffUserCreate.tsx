import { Create, PasswordInput, SimpleForm } from 'react-admin';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { PasswordChecklist } from './PasswordChecklist';
import { StaffUserInputs } from './StaffUserInputs';
import { validateStaffUser } from './validateStaffUser';

const validateCreate = (values: Record<string, string>) => validateStaffUser(values, true);

export const StaffUserCreate = () => {
    const { mutationOptions } = useSaveFeedback({
        resource: 'users',
        success: 'app.users.toasts.created',
        failure: 'app.users.toasts.save_failed',
    });
    return (
        <>
            <ScreenHeading title="app.users.form.create_title" />
            <Create resource="users" title={false} mutationOptions={mutationOptions}>
                <SimpleForm
                    validate={validateCreate}
                    defaultValues={{ status: 'active', permissions: [] }}
                >
                    <StaffUserInputs />
                    <PasswordInput
                        source="password"
                        helperText="app.mockups.users.form.password_hint"
                        autoComplete="new-password"
                    />
                    <PasswordChecklist />
                </SimpleForm>
            </Create>
        </>
    );
};
