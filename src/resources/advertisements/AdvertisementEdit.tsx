import { Edit, useEditContext, useNotify, useRedirect } from 'react-admin';
import type { Advertisement } from '../../../contract';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { pathTo } from '../routes';
import { AdvertisementForm } from './AdvertisementForm';
import { clearEmptiedFields } from './clearEmptiedFields';

const EditForm = () => {
    const { record } = useEditContext<Advertisement>();
    return record ? <AdvertisementForm original={record} /> : null;
};

// Success: react-admin notifies resources.advertisements.notifications.updated and redirects.
const AdvertisementEdit = () => {
    const notify = useNotify();
    const redirect = useRedirect();
    const notifyFailure = useNotifyFailure();
    const onError = (error: unknown) =>
        notifyFailure(error, 'app.advertisements.toasts.save_failed');
    // A record that cannot be loaded cannot be edited: say so (spec §8) and go back to the list.
    const onLoadError = () => {
        notify('app.advertisements.toasts.fetch_failed', { type: 'error' });
        redirect(pathTo('advertisements'));
    };
    return (
        <>
            <ScreenHeading title="app.advertisements.form.edit_title" />
            <Edit
                resource="advertisements"
                title={false}
                mutationMode="pessimistic"
                redirect={pathTo('advertisements')}
                transform={clearEmptiedFields}
                queryOptions={{ onError: onLoadError }}
                mutationOptions={{ onError }}
            >
                <EditForm />
            </Edit>
        </>
    );
};

export default AdvertisementEdit;
