import Box from '@mui/material/Box';
import { BooleanInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useReadOnlyForm } from '../../components/useReadOnlyForm';
import { FormSection } from './FormSection';

export const OtherInputs = () => {
    const readOnly = useReadOnlyForm();
    const isPublic = useWatch({ name: 'isPublic' }) as boolean | undefined;
    return (
        <FormSection title="app.vouchers.form.sections.other">
            <BooleanInput
                disabled={readOnly}
                source="isPublic"
                helperText={
                    isPublic ? 'app.vouchers.form.help.public' : 'app.vouchers.form.help.private'
                }
            />
            <BooleanInput
                disabled={readOnly}
                source="canBeWhitelisted"
                helperText="app.vouchers.form.help.whitelisted"
            />
            <Box sx={{ gridColumn: '1 / -1' }}>
                <TextInput source="termsAndConditions" multiline minRows={3} />
            </Box>
        </FormSection>
    );
};
