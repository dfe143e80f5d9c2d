import { Create } from 'react-admin';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { pathTo } from '../routes';
import { AdvertisementForm } from './AdvertisementForm';

// Success: react-admin notifies resources.advertisements.notifications.created and redirects.
const AdvertisementCreate = () => {
    const notifyFailure = useNotifyFailure();
    const onError = (error: unknown) =>
        notifyFailure(error, 'app.advertisements.toasts.save_failed');
    return (
        <>
            <ScreenHeading title="app.advertisements.form.create_title" />
            <Create
                resource="advertisements"
                title={false}
                redirect={pathTo('advertisements')}
                mutationOptions={{ onError }}
            >
                <AdvertisementForm />
            </Create>
        </>
    );
};

export default AdvertisementCreate;
