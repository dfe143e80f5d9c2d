import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import type { Advertisement } from '../../../contract';
import { ImageDropZone } from '../../components/ImageDropZone';
import { useReadOnlyForm } from '../../components/useReadOnlyForm';
import { AdvertisementDateInputs } from './AdvertisementDateInputs';
import { minimumStart } from './validateAdvertisement';

/** The campaign fields, shared by create and edit (`original` is the record being edited). */
export const AdvertisementInputs = ({ original }: { original?: Advertisement }) => {
    const translate = useTranslate();
    const readOnly = useReadOnlyForm();
    return (
        <>
            <TextInput source="title" isRequired />
            <TextInput source="description" multiline minRows={3} />
            <TextInput source="deeplink" helperText="app.advertisements.form.deeplink_hint" />
            <AdvertisementDateInputs minimumStart={minimumStart(original)} />
            <BooleanInput disabled={readOnly} source="isActive" />
            <ImageDropZone
                label="resources.advertisements.fields.file"
                // Spec §2 words the hint 'SVG, PNG, JPG or GIF' though only JPEG and PNG are accepted
                // (docs/decisions.md); a refused file then names the accepted types.
                hint="app.advertisements.form.upload_formats"
                currentImage={
                    original?.imageURL
                        ? { src: original.imageURL, alt: translate('app.image_drop_zone.current') }
                        : null
                }
            />
        </>
    );
};
