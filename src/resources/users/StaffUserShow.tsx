import { Grid, Typography } from '@mui/material';
import {
    Loading,
    ShowBase,
    useNotify,
    useRecordContext,
    useRedirect,
    useTranslate,
} from 'react-admin';
import type { StaffUser } from '../../../contract';
import { HistoryPanel } from '../../components/HistoryPanel';
import { ScreenHeading } from '../../components/ScreenHeading';
import { pathTo } from '../../lib/screenPaths';
import { MockupSection } from '../../mockups/MockupSection';
import { StaffUserChips, StaffUserFacts, StaffUserFlags } from './StaffUserFacts';

const Details = () => {
    const translate = useTranslate();
    const user = useRecordContext<StaffUser>();
    if (!user) return <Loading />;
    return (
        <>
            <ScreenHeading
                title={user.name}
                documentTitle="app.users.form.edit_title"
                back={{ to: pathTo('users'), label: 'app.mockups.users.back_to_list' }}
                actions={<StaffUserChips user={user} />}
            />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <MockupSection sx={{ height: '100%' }} title="app.users.form.edit_title">
                        <StaffUserFacts user={user} />
                    </MockupSection>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <MockupSection
                        sx={{ height: '100%' }}
                        title="resources.users.fields.permissions"
                    >
                        <StaffUserFlags user={user} />
                    </MockupSection>
                </Grid>
                <Grid size={12}>
                    <MockupSection title="resources.users.fields.notes">
                        <Typography
                            variant="body2"
                            color={user.notes ? 'text.primary' : 'text.secondary'}
                        >
                            {user.notes || translate('app.mockups.users.no_notes')}
                        </Typography>
                    </MockupSection>
                </Grid>
            </Grid>
            <HistoryPanel entityType="staffUser" entityId={user.id} />
        </>
    );
};

/**
 * A staff user's details for those without Manage Users: every signed-in staff member may read every record,
 * so they see it all, with no way to edit, enable or disable, set a password or delete.
 */
export const StaffUserShow = () => {
    const notify = useNotify();
    const redirect = useRedirect();
    // A user who cannot be loaded (deleted meanwhile, a mistyped id) leaves nothing to show.
    const onError = () => {
        notify('app.users.toasts.fetch_failed', { type: 'error' });
        redirect(pathTo('users'));
    };
    return (
        <ShowBase resource="users" queryOptions={{ onError }}>
            <Details />
        </ShowBase>
    );
};
