import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaffUser } from '../../../contract';
import { useExtension } from '../../api/useExtension';
import { formatDay } from '../../lib/format';
import { permissionKey, personalDataFlag } from '../../lib/permissionKey';
import { DetailList } from '../../mockups/DetailList';
import { RoleChip, UserStatusChip } from '../../mockups/UserChips';
import { UserPermissions } from '../../mockups/UserPermissions';
import { PERMISSIONS } from '../../mockups/userSamples';

const flagsOf = (user: StaffUser) => user.permissions.map(permissionKey);

/** The role and status chips of a staff user. */
export const StaffUserChips = ({ user }: { user: StaffUser }) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <RoleChip role={user.role} />
        <UserStatusChip status={user.status} />
    </Stack>
);

/** A staff user's account, read-only: who they are, and with `contact` how to reach them. */
export const StaffUserFacts = ({
    user,
    contact = true,
}: {
    user: StaffUser;
    contact?: boolean;
}) => {
    const translate = useTranslate();
    const field = (name: string) => translate(`resources.users.fields.${name}`);
    const rows: [string, string][] = [
        [field('name'), user.name],
        [field('username'), user.username],
        [field('email'), user.email ?? '-'],
    ];
    if (contact) {
        rows.push(
            [field('phone'), user.phone ?? '-'],
            [field('location'), user.location ?? '-'],
            [field('joiningDate'), formatDay(user.joiningDate)]
        );
    }
    rows.push(
        [field('role'), translate(`app.mockups.users.role.${user.role}`)],
        [field('status'), translate(`app.mockups.users.status.${user.status}`)]
    );
    return <DetailList rows={rows} />;
};

/** Every permission flag, each saying in words whether this staff user has it. */
export const StaffUserFlags = ({ user }: { user: StaffUser }) => {
    // The personal data flag exists on our server only (extension 'personal-data').
    const personal = useExtension('personal-data') === true;
    const shown = personal ? [...PERMISSIONS, permissionKey(personalDataFlag)] : PERMISSIONS;
    return <UserPermissions granted={flagsOf(user)} shown={shown} />;
};
