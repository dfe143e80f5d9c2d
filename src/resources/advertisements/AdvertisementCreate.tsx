import { Create } from 'react-admin';
import { useOpenListOnCreated } from '../../components/createdRecord';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { AdvertisementForm, stickyButtonBar } from './AdvertisementForm';
import { filterShowing } from './advertisementFilters';

const AdvertisementCreate = () => {
    const onCreated = useOpenListOnCreated('advertisements', filterShowing);
    const { mutationOptions } = useSaveFeedback({
        resource: 'advertisements',
        onCreated,
        success: 'resources.advertisements.notifications.created',
        failure: 'app.advertisements.toasts.save_failed',
    });
    return (
        <>
            <ScreenHeading title="app.advertisements.form.create_title" />
            <Create
                resource="advertisements"
                title={false}
                mutationOptions={mutationOptions}
                sx={stickyButtonBar}
            >
                <AdvertisementForm />
            </Create>
        </>
    );
};

export default AdvertisementCreate;
