import Button from '@mui/material/Button';
import { SaveButton, SimpleForm, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Advertisement } from '../../../contract';
import { Allowed } from '../../components/Allowed';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormButtonBar } from '../../components/FormButtonBar';
import { ValidationToast } from '../../components/ValidationToast';
import { pathTo } from '../../lib/screenPaths';
import { AdvertisementInputs } from './AdvertisementInputs';
import {
    type AdvertisementFormValues,
    validateAdvertisement,
    validationToastTitle,
} from './validateAdvertisement';

/**
 * Cancel, then the primary button, at the right as on every form (FormButtonBar); a read-only form has only
 * the way back to the list.
 */
const FormToolbar = ({ saveLabel, action }: { saveLabel?: string; action: string }) => {
    const translate = useTranslate();
    return (
        <FormButtonBar>
            <Button component={Link} to={pathTo('advertisements')}>
                {translate(
                    saveLabel ? 'app.advertisements.form.cancel' : 'app.advertisements.form.back'
                )}
            </Button>
            {/* Always enabled: submitting an untouched form is how the spec's messages are reached. */}
            {saveLabel && (
                <Allowed action={action} resource="advertisements">
                    <SaveButton label={saveLabel} alwaysEnable />
                </Allowed>
            )}
        </FormButtonBar>
    );
};

const saveLabelOf = (original: Advertisement | undefined, readOnly: boolean) => {
    if (readOnly) return undefined;
    return original ? 'app.advertisements.form.save' : 'app.advertisements.form.create';
};

/**
 * For the Create or Edit around the form: a card that clips is the scroll container its sticky button bar
 * sticks to, so the bar would stay at the form's end, out of sight while a field is in view.
 */
export const stickyButtonBar = { '& .MuiCard-root': { overflow: 'visible' } };

/**
 * Create and edit differ only in the record they start from and their save button's label; `readOnly` shows a
 * campaign with every input disabled and no save, to staff who may not change it.
 */
export const AdvertisementForm = ({
    original,
    readOnly = false,
}: {
    original?: Advertisement;
    readOnly?: boolean;
}) => (
    <SimpleForm
        // A record fresh from create may still carry the file it was sent with (react-admin caches the
        // create answer): an edit always starts with no new image chosen.
        record={original && { ...original, file: null }}
        defaultValues={original ? undefined : { isActive: true }}
        validate={values => validateAdvertisement(values as AdvertisementFormValues, original)}
        disableInvalidFormNotification
        noValidate
        disabled={readOnly}
        toolbar={
            <FormToolbar
                action={original ? 'edit' : 'create'}
                saveLabel={saveLabelOf(original, readOnly)}
            />
        }
        sx={{ maxWidth: 720 }}
    >
        <ValidationToast titleOf={validationToastTitle} />
        <FocusFirstError />
        <AdvertisementInputs original={original} />
    </SimpleForm>
);
