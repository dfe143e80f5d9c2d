import { Edit, useEditContext } from 'react-admin';
import type { Advertisement } from '../../../contract';
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

const AdvertisementEdit = () => {
    const { mutationOptions, queryOptions } = useSaveFeedback({
        resource: 'advertisements',
        success: 'resources.advertisements.notifications.updated',
        failure: 'app.advertisements.toasts.save_failed',
        loadFailure: 'app.advertisements.toasts.fetch_failed',
    });
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
