import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaffRole } from '../../contract';
import type { UserStatus } from './userSamples';

// The word and the icon carry the status; the colour only repeats it.
export const UserStatusChip = ({ status }: { status: UserStatus }) => {
    const translate = useTranslate();
    const active = status === 'active';
    return (
        <Chip
            size="small"
            color={active ? 'success' : 'default'}
            icon={active ? <CheckCircleOutlined /> : <DoNotDisturbOnOutlined />}
            label={translate(`app.mockups.users.status.${status}`)}
        />
    );
};

export const RoleChip = ({ role }: { role: StaffRole }) => {
    const translate = useTranslate();
    return (
        <Chip size="small" variant="outlined" label={translate(`app.mockups.users.role.${role}`)} />
    );
};
