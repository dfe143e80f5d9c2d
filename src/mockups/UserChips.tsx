import { useTranslate } from 'react-admin';
import type { StaffRole } from '../../contract';
import { StatusChip } from '../components/StatusChip';
import type { UserStatus } from './userSamples';

// Inactive is purple as everywhere else (the voucher list's tint).
export const UserStatusChip = ({ status }: { status: UserStatus }) => {
    const translate = useTranslate();
    return (
        <StatusChip
            tone={status === 'active' ? 'green' : 'purple'}
            label={translate(`app.mockups.users.status.${status}`)}
            status={status}
        />
    );
};

/** A role is a label, not a state: the neutral tone, so it never reads as a status. */
export const RoleChip = ({ role }: { role: StaffRole }) => {
    const translate = useTranslate();
    return <StatusChip tone="grey" label={translate(`app.mockups.users.role.${role}`)} />;
};
