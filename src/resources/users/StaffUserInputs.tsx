import { CheckboxGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { defaultPermissions, type Permission, permissions } from '../../../contract/permissions';
import type { StaffRole } from '../../../contract/staffUser';
import { useExtension } from '../../api/useExtension';
import { LocalDateInput } from '../../components/LocalDateInput';
import { permissionKey, personalDataFlag } from '../../lib/permissionKey';
import { type Grants, useGrants } from './useGrants';
import { formRoleChoices, statusChoices } from './userChoices';

/** 'customers:write' reads as the spec's 'Manage Customers' (permissionKey.ts). */
const permissionChoices = permissions.map(id => ({
    id,
    name: `app.mockups.users.permissions.${permissionKey(id)}`,
}));

/**
 * Choosing a role proposes its default flags (spec §6), those the signed-in staff member may grant; flags they
 * may not change stay as they were. They can still be changed before saving.
 */
const RoleInput = ({ grants }: { grants: Grants }) => {
    const { setValue, getValues } = useFormContext();
    return (
        <SelectInput
            source="role"
            choices={formRoleChoices.map(choice => ({
                ...choice,
                disabled: !grants.role(choice.id as StaffRole),
            }))}
            disabled={!grants.whole && grants.reason !== 'limited'}
            onChange={event => {
                const role = event.target.value as StaffRole;
                const kept = ((getValues('permissions') ?? []) as Permission[]).filter(
                    flag => !grants.permission(flag)
                );
                const proposed = defaultPermissions(role).filter(flag => grants.permission(flag));
                setValue('permissions', [...new Set([...kept, ...proposed])], {
                    shouldDirty: true,
                });
            }}
        />
    );
};

/** The fields of spec §3 'User' with username and email, shared by the create and the details screens. */
export const StaffUserInputs = () => {
    const translate = useTranslate();
    const grants = useGrants();
    const personal = useExtension('personal-data') === true;
    const locked = grants.reason === 'own' || grants.reason === 'admin_account';
    // Only an Admin changes anything on an Admin's account.
    const readOnly = grants.reason === 'admin_account';
    return (
        <>
            <TextInput source="name" fullWidth disabled={readOnly} />
            <TextInput source="username" disabled={readOnly} />
            <TextInput source="email" type="email" disabled={readOnly} />
            <TextInput source="phone" disabled={readOnly} />
            <TextInput source="location" disabled={readOnly} />
            <LocalDateInput source="joiningDate" disabled={readOnly} />
            <RoleInput grants={grants} />
            <SelectInput source="status" choices={statusChoices} disabled={!grants.whole} />
            <CheckboxGroupInput
                source="permissions"
                choices={permissionChoices
                    // The personal data flag only where the server has it (extension 'personal-data').
                    .filter(choice => personal || choice.id !== personalDataFlag)
                    .map(choice => ({ ...choice, disabled: !grants.permission(choice.id) }))}
                disabled={locked}
                helperText={
                    grants.reason ? translate(`app.users.form.grants.${grants.reason}`) : false
                }
            />
            <TextInput source="notes" multiline fullWidth disabled={readOnly} />
        </>
    );
};
