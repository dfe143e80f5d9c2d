import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { MockupSection } from '../../mockups/MockupSection';
import { StaffUserChips, StaffUserFacts, StaffUserFlags } from '../users/StaffUserFacts';
import { OwnProfileForm } from './OwnProfileForm';
import { useOwnAccount } from './useOwnAccount';

/** Who they are, their role and flags (which only someone with Manage Users changes), and their own details. */
export const MyAccount = () => {
    const translate = useTranslate();
    const { data: user, error, refetch } = useOwnAccount();
    const [editing, setEditing] = useState(false);
    let content = <Loading />;
    if (error) {
        content = (
            <Alert
                severity="error"
                action={<Button onClick={() => refetch()}>{translate('ra.action.refresh')}</Button>}
            >
                {translate('app.settings.account.load_failed')}
            </Alert>
        );
    } else if (user) {
        content = (
            <Stack spacing={2}>
                <StaffUserChips user={user} />
                {editing ? (
                    <OwnProfileForm
                        user={user}
                        onDone={() => {
                            setEditing(false);
                            refetch();
                        }}
                        onCancel={() => setEditing(false)}
                    />
                ) : (
                    <>
                        <StaffUserFacts user={user} contact={false} />
                        <Button
                            startIcon={<EditIcon />}
                            onClick={() => setEditing(true)}
                            sx={{ alignSelf: 'flex-start' }}
                        >
                            {translate('app.settings.account.edit')}
                        </Button>
                    </>
                )}
                <Typography variant="subtitle2" component="h3">
                    {translate('resources.users.fields.permissions')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('app.settings.account.flags_hint')}
                </Typography>
                <StaffUserFlags user={user} />
            </Stack>
        );
    }
    return (
        <MockupSection title="app.settings.account.title" sx={{ height: '100%' }}>
            {content}
        </MockupSection>
    );
};
