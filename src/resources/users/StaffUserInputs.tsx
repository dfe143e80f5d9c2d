import { CheckboxGroupInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { defaultPermissions, type Permission, permissions } from '../../../contract/permissions';
import type { StaffRole } from '../../../contract/staffUser';
import { useExtension } from '../../api/useExtension';
import { LocalDateInput } from '../../components/LocalDateInput';
import { permissionKey, personalDataFlag } from './permissionKey';
import { formRoleChoices, statusChoices } from './userChoices';

/** 'customers:write' reads as the spec's 'Manage Customers' (permissionKey.ts). */
const permissionChoices = permissions.map(id => ({
    id,
    name: `app.mockups.users.permissions.${permissionKey(id)}`,
}));

/** The flags to offer: the personal data one only where the server has it (extension 'personal-data'). */
const PermissionsInput = () => {
    const personal = useExtension('personal-data') === true;
    const choices = personal
        ? permissionChoices
        : permissionChoices.filter(choice => choice.id !== personalDataFlag);
    return <CheckboxGroupInput source="permissions" choices={choices} />;
};

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
        <PermissionsInput />
        <TextInput source="notes" multiline fullWidth />
    </>
);
