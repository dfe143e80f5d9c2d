import Button from '@mui/material/Button';
import {
    DeleteWithConfirmButton,
    Edit,
    SaveButton,
    SimpleForm,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { StaffUser } from '../../../contract';
import { Allowed } from '../../components/Allowed';
import { FormButtonBar } from '../../components/FormButtonBar';
import { HistoryPanel } from '../../components/HistoryPanel';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { pathTo } from '../../lib/screenPaths';
import { SetPasswordButton } from './SetPasswordButton';
import { StaffUserInputs } from './StaffUserInputs';
import { ToggleStatusButton } from './ToggleStatusButton';
import { useGrants } from './useGrants';
import { validateStaffUser } from './validateStaffUser';

const DeleteUserButton = () => {
    const user = useRecordContext<StaffUser>();
    if (!useGrants().whole) return null;
    return (
        <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle="app.users.actions.delete_title"
            confirmContent="app.users.actions.delete_content"
            translateOptions={{ name: user?.name ?? '' }}
            redirect={pathTo('users')}
            sx={{ mr: 'auto' }}
        />
    );
};

/**
 * As on every form (FormButtonBar): Delete at the left, then enable or disable and set a password, then
 * 'Cancel | Save' at the right. Only those who may write staff users reach this form (StaffUserDetails).
 */
const UserToolbar = () => {
    const translate = useTranslate();
    return (
        <FormButtonBar>
            <Allowed action="delete" resource="users">
                <DeleteUserButton />
            </Allowed>
            <ToggleStatusButton />
            <SetPasswordButton />
            <Button component={Link} to={pathTo('users')}>
                {translate('ra.action.cancel')}
            </Button>
            <SaveButton />
        </FormButtonBar>
    );
};

export const StaffUserEdit = () => {
    const { id } = useParams();
    const { mutationOptions, queryOptions } = useSaveFeedback({
        resource: 'users',
        success: 'app.users.toasts.updated',
        failure: 'app.users.toasts.save_failed',
        loadFailure: 'app.users.toasts.fetch_failed',
    });
    return (
        <>
            <ScreenHeading title="app.users.form.edit_title" />
            <Edit
                resource="users"
                // A card clips: visible, so that the button bar sticks to the screen's bottom.
                sx={{ '& .MuiCard-root': { overflow: 'visible' } }}
                title={false}
                mutationMode="pessimistic"
                queryOptions={queryOptions}
                mutationOptions={mutationOptions}
            >
                <SimpleForm validate={validateStaffUser} toolbar={<UserToolbar />}>
                    <StaffUserInputs />
                </SimpleForm>
            </Edit>
            <HistoryPanel entityType="staffUser" entityId={id} />
        </>
    );
};
