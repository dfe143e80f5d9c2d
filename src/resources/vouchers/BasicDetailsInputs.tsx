import Box from '@mui/material/Box';
import { maxValue, minValue, NumberInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { VoucherType } from '../../../contract';
import { useReadOnlyForm } from '../../components/useReadOnlyForm';
import { FormSection } from './FormSection';
import { markedRequired } from './markedRequired';
import { VoucherImageInput } from './VoucherImageInput';

const typeChoices = (['PERCENTAGE', 'FIXED', 'PRODUCT'] as const).map(id => ({
    id,
    name: `app.vouchers.type.${id}`,
}));

// Spec §5: discount minimum 0, step 1 for percentage and 0.01 for fixed. A percentage above 100
// would discount more than the price, so it is bounded too.
const percentageBounds = [minValue(0), maxValue(100)];
const fixedBounds = [minValue(0)];

export const BasicDetailsInputs = () => {
    const readOnly = useReadOnlyForm();
    const type = useWatch({ name: 'type' }) as VoucherType | undefined;
    return (
        <FormSection title="app.vouchers.form.sections.basic">
            <TextInput source="name" validate={markedRequired} />
            <TextInput
                source="code"
                validate={markedRequired}
                helperText="app.vouchers.form.help.code"
            />
            <Box sx={{ gridColumn: '1 / -1' }}>
                <TextInput source="description" multiline minRows={2} />
                <RadioButtonGroupInput
                    disabled={readOnly}
                    source="type"
                    choices={typeChoices}
                    helperText={false}
                />
            </Box>
            {type === 'PRODUCT' ? (
                <>
                    <TextInput source="discountItemName" />
                    <NumberInput
                        disabled={readOnly}
                        source="discountItemOriginalPrice"
                        min={0}
                        step={0.01}
                        validate={fixedBounds}
                    />
                </>
            ) : (
                <NumberInput
                    disabled={readOnly}
                    key={type}
                    source="discountValue"
                    min={0}
                    max={type === 'PERCENTAGE' ? 100 : undefined}
                    step={type === 'PERCENTAGE' ? 1 : 0.01}
                    validate={type === 'PERCENTAGE' ? percentageBounds : fixedBounds}
                />
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
                <VoucherImageInput />
            </Box>
        </FormSection>
    );
};
