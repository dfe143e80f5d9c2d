import { BooleanInput, TextInput } from 'react-admin';
import type { Advertisement } from '../../../contract';
import { AdvertisementDateInputs } from './AdvertisementDateInputs';
import { AdvertisementImageInput } from './AdvertisementImageInput';
import { minimumStart } from './validateAdvertisement';

/** The campaign fields, shared by create and edit (`original` is the record being edited). */
export const AdvertisementInputs = ({ original }: { original?: Advertisement }) => (
    <>
        <TextInput source="title" isRequired />
        <TextInput source="description" multiline minRows={3} />
        <TextInput source="deeplink" helperText="app.advertisements.form.deeplink_hint" />
        <AdvertisementDateInputs minimumStart={minimumStart(original)} />
        <BooleanInput source="isActive" />
        <AdvertisementImageInput currentImage={original?.imageURL} />
    </>
);
