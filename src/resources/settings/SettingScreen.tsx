import { Grid } from '@mui/material';
import { useAllowed } from '../../components/Allowed';
import { ExtensionGate } from '../../components/ExtensionGate';
import { ScreenHeading } from '../../components/ScreenHeading';
import { ChangePassword } from './ChangePassword';
import { MyAccount } from './MyAccount';
import { ProgrammeSettings } from './ProgrammeSettings';

/** The signed-in staff member's own account and password, and for Manage Settings the programme's figures. */
const Settings = () => {
    const { canAccess } = useAllowed({ action: 'edit', resource: 'settings' });
    return (
        <>
            <ScreenHeading title="app.settings.title" subtitle="app.settings.subtitle" />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <MyAccount />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <ChangePassword />
                </Grid>
                {canAccess && (
                    <Grid size={12}>
                        <ProgrammeSettings />
                    </Grid>
                )}
            </Grid>
        </>
    );
};

// Without the extension there is no such screen (spec §2: Setting is a placeholder): not found.
const SettingScreen = () => (
    <ExtensionGate name="staff-users">
        <Settings />
    </ExtensionGate>
);

export default SettingScreen;
