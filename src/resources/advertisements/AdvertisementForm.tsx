import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Advertisement } from '../../../contract';
import { Allowed } from '../../components/Allowed';
import { FocusFirstError } from '../../components/FocusFirstError';
import { ValidationToast } from '../../components/ValidationToast';
import { useToastClearance } from '../../layout/toastClearance';
import { pathTo } from '../routes';
import { AdvertisementInputs } from './AdvertisementInputs';
import {
    type AdvertisementFormValues,
    validateAdvertisement,
    validationToastTitle,
} from './validateAdvertisement';

const FormToolbar = ({ saveLabel, action }: { saveLabel: string; action: string }) => {
    const translate = useTranslate();
    const clearance = useToastClearance<HTMLDivElement>();
    return (
        <Toolbar>
            <Box ref={clearance} sx={{ display: 'flex', gap: 1 }}>
                {/* Always enabled: submitting an untouched form is how the spec's messages are reached. */}
                <Allowed action={action} resource="advertisements">
                    <SaveButton label={saveLabel} alwaysEnable />
                </Allowed>
                <Button component={Link} to={pathTo('advertisements')}>
                    {translate('app.advertisements.form.cancel')}
                </Button>
            </Box>
        </Toolbar>
    );
};

/** Create and edit differ only in the record they start from and their save button's label. */
export const AdvertisementForm = ({ original }: { original?: Advertisement }) => (
    <SimpleForm
        // A record fresh from create may still carry the file it was sent with (react-admin caches the
        // create answer): an edit always starts with no new image chosen.
        record={original && { ...original, file: null }}
        defaultValues={original ? undefined : { isActive: true }}
        validate={values => validateAdvertisement(values as AdvertisementFormValues, original)}
        disableInvalidFormNotification
        noValidate
        toolbar={
            <FormToolbar
                action={original ? 'edit' : 'create'}
                saveLabel={
                    original ? 'app.advertisements.form.save' : 'app.advertisements.form.create'
                }
            />
        }
        sx={{ maxWidth: 720 }}
    >
        <ValidationToast titleOf={validationToastTitle} />
        <FocusFirstError />
        <AdvertisementInputs original={original} />
    </SimpleForm>
);
