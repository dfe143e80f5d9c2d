import { Stack } from '@mui/material';
import {
    DeleteWithConfirmButton,
    Edit,
    SaveButton,
    SimpleForm,
    Toolbar,
    useRecordContext,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import type { StaffUser } from '../../../contract';
import { Allowed } from '../../components/Allowed';
import { HistoryPanel } from '../../components/HistoryPanel';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { pathTo } from '../routes';
import { SetPasswordButton } from './SetPasswordButton';
import { StaffUserInputs } from './StaffUserInputs';
import { ToggleStatusButton } from './ToggleStatusButton';
import { validateStaffUser } from './validateStaffUser';

const DeleteUserButton = () => {
    const user = useRecordContext<StaffUser>();
    return (
        <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle="app.users.actions.delete_title"
            confirmContent="app.users.actions.delete_content"
            translateOptions={{ name: user?.name ?? '' }}
            redirect={pathTo('users')}
        />
    );
};

/** Save, enable or disable, set a password and delete: shown only to those who may write staff users. */
const UserToolbar = () => (
    <Allowed action="edit" resource="users">
        <Toolbar>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', flex: 1 }}>
                <SaveButton />
                <ToggleStatusButton />
                <SetPasswordButton />
            </Stack>
            <Allowed action="delete" resource="users">
                <DeleteUserButton />
            </Allowed>
        </Toolbar>
    </Allowed>
);

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
