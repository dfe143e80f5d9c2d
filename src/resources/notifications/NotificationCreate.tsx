import { Box } from '@mui/material';
import { CreateBase } from 'react-admin';
import { ScreenHeading } from '../../components/ScreenHeading';
import { NotificationForm } from './NotificationForm';

/** Create notification with the notifications extension: saved as a draft, then scheduled or sent. */
export const NotificationCreate = () => (
    <Box sx={{ maxWidth: 960 }}>
        <ScreenHeading
            title="app.mockups.notifications.form.create_title"
            subtitle="app.mockups.notifications.form.subtitle"
        />
        <CreateBase resource="notifications">
            <NotificationForm />
        </CreateBase>
    </Box>
);
