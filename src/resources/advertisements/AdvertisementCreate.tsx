import { Create } from 'react-admin';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { AdvertisementForm } from './AdvertisementForm';

const AdvertisementCreate = () => {
    const { mutationOptions } = useSaveFeedback({
        resource: 'advertisements',
        success: 'resources.advertisements.notifications.created',
        failure: 'app.advertisements.toasts.save_failed',
    });
    return (
        <>
            <ScreenHeading title="app.advertisements.form.create_title" />
            <Create resource="advertisements" title={false} mutationOptions={mutationOptions}>
                <AdvertisementForm />
            </Create>
        </>
    );
};

export default AdvertisementCreate;
