import ArrowBack from '@mui/icons-material/ArrowBack';
import { Avatar, Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDay } from '../lib/format';
import { pathTo } from '../lib/screenPaths';
import { DetailList } from './DetailList';
import { MockupPage } from './MockupPage';
import { MockupSection } from './MockupSection';
import { RoleChip, UserStatusChip } from './UserChips';
import { UserPermissions } from './UserPermissions';
import { findSampleUser } from './userSamples';

const BackButton = () => {
    const translate = useTranslate();
    return (
        <Button component={Link} to={pathTo('users')} startIcon={<ArrowBack />}>
            {translate('app.mockups.users.back_to_list')}
        </Button>
    );
};

const initials = (name: string) =>
    name
        .split(/\s+/)
        .slice(0, 2)
        .map(part => part[0])
        .join('')
        .toUpperCase();

/** User details (spec §2, static sample); an id outside the samples gets a not-found state. */
const UserShow = () => {
    const translate = useTranslate();
    const { id } = useParams();
    const user = findSampleUser(id);
    if (!user) {
        return (
            <MockupPage title="app.mockups.users.not_found.title" actions={<BackButton />}>
                <Typography>{translate('app.mockups.users.not_found.message', { id })}</Typography>
            </MockupPage>
        );
    }
    const field = (name: string) => translate(`app.mockups.users.fields.${name}`);
    return (
        <MockupPage
            title={user.name}
            documentTitle="app.mockups.users.details_title"
            actions={<BackButton />}
        >
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <MockupSection sx={{ height: '100%' }} title="app.mockups.users.details_title">
                        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                            <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
                                {initials(user.name)}
                            </Avatar>
                            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                                <RoleChip role={user.role} />
                                <UserStatusChip status={user.status} />
                            </Stack>
                        </Stack>
                        <DetailList
                            rows={[
                                [field('name'), user.name],
                                [field('phone'), user.phone],
                                [field('location'), user.location],
                                [field('joinedAt'), formatDay(user.joinedAt)],
                                [field('role'), translate(`app.mockups.users.role.${user.role}`)],
                                [
                                    field('status'),
                                    translate(`app.mockups.users.status.${user.status}`),
                                ],
                            ]}
                        />
                    </MockupSection>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <MockupSection
                        sx={{ height: '100%' }}
                        title="app.mockups.users.fields.permissions"
                    >
                        <UserPermissions granted={user.permissions} />
                    </MockupSection>
                </Grid>
                <Grid size={12}>
                    <MockupSection sx={{ height: '100%' }} title="app.mockups.users.fields.notes">
                        <Typography
                            variant="body2"
                            color={user.notes ? 'text.primary' : 'text.secondary'}
                        >
                            {user.notes || translate('app.mockups.users.no_notes')}
                        </Typography>
                    </MockupSection>
                </Grid>
            </Grid>
        </MockupPage>
    );
};

export default UserShow;
