import Alert from '@mui/material/Alert';
import { Edit, Show, useEditContext, useShowContext, useTranslate } from 'react-admin';
import type { Advertisement } from '../../../contract';
import { useAllowed } from '../../components/Allowed';
import { HistoryPanel } from '../../components/HistoryPanel';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { AdvertisementForm, stickyButtonBar } from './AdvertisementForm';
import { clearEmptiedFields } from './clearEmptiedFields';

const EditForm = () => {
    const { record } = useEditContext<Advertisement>();
    return record ? (
        <>
            <AdvertisementForm original={record} />
            <HistoryPanel entityType="advertisement" entityId={record.id} />
        </>
    ) : null;
};

const ReadOnlyForm = () => {
    const translate = useTranslate();
    const { record } = useShowContext<Advertisement>();
    return record ? (
        <>
            <Alert severity="info" sx={{ m: 2, mb: 0 }}>
                {translate('app.advertisements.form.read_only')}
            </Alert>
            <AdvertisementForm original={record} readOnly />
            <HistoryPanel entityType="advertisement" entityId={record.id} />
        </>
    ) : null;
};

/**
 * The campaign's form, or for staff who may read campaigns but not change them the same form read-only, so
 * that 'View Details' never leads to Access denied (react-admin's Show asks only to read).
 */
const AdvertisementEdit = () => {
    const { canAccess } = useAllowed({ action: 'edit', resource: 'advertisements' });
    const { mutationOptions, queryOptions } = useSaveFeedback({
        resource: 'advertisements',
        success: 'resources.advertisements.notifications.updated',
        failure: 'app.advertisements.toasts.save_failed',
        loadFailure: 'app.advertisements.toasts.fetch_failed',
    });
    if (canAccess === undefined) return null;
    if (!canAccess) {
        return (
            <>
                <ScreenHeading title="app.advertisements.form.details_title" />
                <Show
                    resource="advertisements"
                    title={false}
                    actions={false}
                    queryOptions={queryOptions}
                    sx={stickyButtonBar}
                >
                    <ReadOnlyForm />
                </Show>
            </>
        );
    }
    return (
        <>
            <ScreenHeading title="app.advertisements.form.edit_title" />
            <Edit
                resource="advertisements"
                title={false}
                mutationMode="pessimistic"
                transform={clearEmptiedFields}
                queryOptions={queryOptions}
                mutationOptions={mutationOptions}
                sx={stickyButtonBar}
            >
                <EditForm />
            </Edit>
        </>
    );
};

export default AdvertisementEdit;
