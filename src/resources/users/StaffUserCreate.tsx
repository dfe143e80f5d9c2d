import Button from '@mui/material/Button';
import { Create, PasswordInput, SaveButton, SimpleForm, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useOpenListOnCreated } from '../../components/createdRecord';
import { FormButtonBar } from '../../components/FormButtonBar';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { pathTo } from '../../lib/screenPaths';
import { PasswordChecklist } from './PasswordChecklist';
import { StaffUserInputs } from './StaffUserInputs';
import { validateStaffUser } from './validateStaffUser';

const validateCreate = (values: Record<string, string>) => validateStaffUser(values, true);

// The new user shows on the list whatever its role and status: no filter, newest first (createdRecord.ts).
const noFilter = () => undefined;

/** 'Cancel | Save' at the right, as on every form (FormButtonBar). */
const CreateUserToolbar = () => {
    const translate = useTranslate();
    return (
        <FormButtonBar>
            <Button component={Link} to={pathTo('users')}>
                {translate('ra.action.cancel')}
            </Button>
            <SaveButton />
        </FormButtonBar>
    );
};

export const StaffUserCreate = () => {
    const onCreated = useOpenListOnCreated('users', noFilter);
    const { mutationOptions } = useSaveFeedback({
        resource: 'users',
        onCreated,
        success: 'app.users.toasts.created',
        failure: 'app.users.toasts.save_failed',
    });
    return (
        <>
            <ScreenHeading title="app.users.form.create_title" />
            <Create
                resource="users"
                title={false}
                mutationOptions={mutationOptions}
                // A card clips: visible, so that the button bar sticks to the screen's bottom.
                sx={{ '& .MuiCard-root': { overflow: 'visible' } }}
            >
                <SimpleForm
                    validate={validateCreate}
                    defaultValues={{ status: 'active', permissions: [] }}
                    toolbar={<CreateUserToolbar />}
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
