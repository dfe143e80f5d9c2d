import { Create } from 'react-admin';
import { AdvertisementForm } from './AdvertisementForm';
import { FormHeading } from './FormHeading';
import { useNotifySaveFailure } from './useNotifySaveFailure';

// Success: react-admin notifies resources.advertisements.notifications.created and redirects.
const AdvertisementCreate = () => {
    const onError = useNotifySaveFailure();
    return (
        <>
            <FormHeading title="app.advertisements.form.create_title" />
            <Create
                resource="advertisements"
                title={false}
                redirect="/advertisements"
                mutationOptions={{ onError }}
            >
                <AdvertisementForm />
            </Create>
        </>
    );
};

export default AdvertisementCreate;
