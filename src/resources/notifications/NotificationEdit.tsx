import { Alert, Box, Button } from '@mui/material';
import { EditBase, Loading, useEditContext, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { Notification } from '../../../contract';
import { HistoryPanel } from '../../components/HistoryPanel';
import { ScreenHeading } from '../../components/ScreenHeading';
import { pathTo } from '../../lib/screenPaths';
import { NotificationForm } from './NotificationForm';

/** The form, once the notification is loaded; a sent one is final (spec §4), so it is not offered. */
const EditOrFinal = () => {
    const translate = useTranslate();
    const { record, isPending } = useEditContext<Notification>();
    if (isPending || !record) return <Loading />;
    const history = <HistoryPanel entityType="notification" entityId={record.id} />;
    if (record.status !== 'sent') {
        return (
            <>
                <NotificationForm />
                {history}
            </>
        );
    }
    return (
        <>
            <Alert
                severity="info"
                action={
                    <Button
                        component={Link}
                        to={pathTo('notifications')}
                        color="inherit"
                        size="small"
                    >
                        {translate('app.notifications.back')}
                    </Button>
                }
            >
                {translate('app.notifications.sent_final')}
            </Alert>
            {history}
        </>
    );
};

/** Edit a draft or a scheduled notification (our path /notification/:id). */
export const NotificationEdit = () => {
    const notify = useNotify();
    const navigate = useNavigate();
    return (
        <Box sx={{ maxWidth: 960 }}>
            <ScreenHeading
                title="app.mockups.notifications.form.edit_title"
                subtitle="app.mockups.notifications.form.subtitle"
            />
            <EditBase
                resource="notifications"
                mutationMode="pessimistic"
                queryOptions={{
                    onError: () => {
                        notify('app.notifications.failed.load', { type: 'error' });
                        navigate(pathTo('notifications'));
                    },
                }}
            >
                <EditOrFinal />
            </EditBase>
        </Box>
    );
};
