import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { ChangePasswordForm } from '../resources/settings/ChangePassword';

/**
 * All a staff member sees while their session is held to their own password change: the change, and logout.
 * The server refuses every other call until then (password_change_required).
 */
const PasswordChangeFirst = ({ onChanged }: { onChanged: () => Promise<void> }) => {
    const translate = useTranslate();
    const logout = useLogout();
    const { identity } = useGetIdentity();
    return (
        <Box
            component="main"
            id="main-content"
            sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}
        >
            <Paper sx={{ p: 3, width: '100%', maxWidth: 480 }}>
                <Stack spacing={2}>
                    <Typography variant="h5" component="h1">
                        {translate('app.settings.password.first_title')}
                    </Typography>
                    <Typography variant="body2">
                        {translate('app.settings.password.first_intro')}
                    </Typography>
                    <ChangePasswordForm username={identity?.fullName} onChanged={onChanged} />
                    <Button
                        startIcon={<LogoutIcon />}
                        onClick={() => logout()}
                        sx={{ alignSelf: 'flex-start' }}
                    >
                        {translate('ra.auth.logout')}
                    </Button>
                </Stack>
            </Paper>
        </Box>
    );
};

export default PasswordChangeFirst;
