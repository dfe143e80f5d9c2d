import { CheckboxGroupInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { defaultPermissions, type Permission, permissions } from '../../../contract/permissions';
import type { StaffRole } from '../../../contract/staffUser';
import { LocalDateInput } from '../../components/LocalDateInput';
import { formRoleChoices, statusChoices } from './userChoices';

/** 'customers:write' reads as the spec's 'Manage Customers'. */
const permissionChoices = permissions.map(id => ({
    id,
    name: `app.mockups.users.permissions.${id.split(':')[0]}`,
}));

/** Choosing a role proposes its default flags (spec §6); they can still be changed before saving. */
const RoleInput = () => {
    const { setValue } = useFormContext();
    return (
        <SelectInput
            source="role"
            choices={formRoleChoices}
            onChange={event => {
                const role = event.target.value as StaffRole;
                const flags: Permission[] = defaultPermissions(role);
                setValue('permissions', flags, { shouldDirty: true });
            }}
        />
    );
};

/** The fields of spec §3 'User' with username and email, shared by the create and the details screens. */
export const StaffUserInputs = () => (
    <>
        <TextInput source="name" fullWidth />
        <TextInput source="username" />
        <TextInput source="email" type="email" />
        <TextInput source="phone" />
        <TextInput source="location" />
        <LocalDateInput source="joiningDate" />
        <RoleInput />
        <SelectInput source="status" choices={statusChoices} />
        <CheckboxGroupInput source="permissions" choices={permissionChoices} />
        <TextInput source="notes" multiline fullWidth />
    </>
);
