import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PERMISSIONS } from './userSamples';

/** Every permission flag of spec §6 (or those `shown`), each saying in words whether this user has it. */
export const UserPermissions = ({
    granted,
    shown = PERMISSIONS,
}: {
    granted: readonly string[];
    shown?: readonly string[];
}) => {
    const translate = useTranslate();
    return (
        <List dense disablePadding aria-label={translate('app.mockups.users.fields.permissions')}>
            {shown.map(permission => {
                const allowed = granted.includes(permission);
                return (
                    <ListItem key={permission} disableGutters>
                        <ListItemIcon sx={{ minWidth: 36 }}>
                            {allowed ? (
                                <CheckCircleOutlined color="success" />
                            ) : (
                                <DoNotDisturbOnOutlined color="disabled" />
                            )}
                        </ListItemIcon>
                        <ListItemText
                            primary={translate(`app.mockups.users.permissions.${permission}`)}
                            secondary={translate(
                                `app.mockups.users.${allowed ? 'permission_granted' : 'permission_denied'}`
                            )}
                        />
                    </ListItem>
                );
            })}
        </List>
    );
};
