import { Alert } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useExtension } from '../../../api/useExtension';

// Our server masks customers' personal data (name, email, phone, address) for staff without the
// 'customers:personal' flag, and names that in its extensions ('personal-data'). A provider serving spec §7 only
// has no such flag: there nothing is masked and no hint shows.

/** Whether the values on screen arrive masked: the server masks, and the signed-in staff member lacks the flag. */
export const usePersonalDataMasked = (): boolean => {
    const masks = useExtension('personal-data') === true;
    const { permissions } = usePermissions<{ permissions?: readonly string[] }>();
    const held = permissions?.permissions;
    return masks && held !== undefined && !held.includes('customers:personal');
};

/** Says, above a customer screen, why names, emails and phones show as 'j***@e***.com'. */
export const PersonalDataHint = () => {
    const translate = useTranslate();
    if (!usePersonalDataMasked()) return null;
    return (
        <Alert severity="info" sx={{ mb: 2 }} role="note">
            {translate('app.customers.personal_data.masked')}
        </Alert>
    );
};
