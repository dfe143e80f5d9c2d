import Box from '@mui/material/Box';
import {
    minValue,
    NumberInput,
    RadioButtonGroupInput,
    SelectInput,
    useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ValidityType, Voucher } from '../../../contract';
import { LocalDateInput } from '../../components/LocalDateInput';
import { useReadOnlyForm } from '../../components/useReadOnlyForm';
import { FormSection } from './FormSection';
import { endDateMin, notBefore, startDateMin, toEndOfDay, toStartOfDay } from './voucherDates';

const validityChoices = (['UNLIMITED', 'DATE_RANGE', 'DURATION'] as const).map(id => ({
    id,
    name: `app.vouchers.validity.${id}`,
}));
const unitChoices = (['hours', 'days', 'months'] as const).map(id => ({
    id,
    name: `app.vouchers.unit.${id}`,
}));
const durationBounds = [minValue(1)];

export const ValidityInputs = () => {
    const readOnly = useReadOnlyForm();
    const record = useRecordContext<Voucher>();
    const validityType = useWatch({ name: 'validityType' }) as ValidityType | undefined;
    const start = useWatch({ name: 'validityStartDate' }) as string | null | undefined;
    const startMin = () => startDateMin(record?.validityStartDate);
    return (
        <FormSection title="app.vouchers.form.sections.validity">
            <Box sx={{ gridColumn: '1 / -1' }}>
                <RadioButtonGroupInput
                    disabled={readOnly}
                    source="validityType"
                    choices={validityChoices}
                    helperText={false}
                />
            </Box>
            {validityType === 'DATE_RANGE' && (
                <>
                    <LocalDateInput
                        disabled={readOnly}
                        source="validityStartDate"
                        parse={toStartOfDay}
                        min={startMin()}
                        validate={notBefore(startMin, 'app.vouchers.validation.start_min')}
                    />
                    <LocalDateInput
                        disabled={readOnly}
                        source="validityEndDate"
                        parse={toEndOfDay}
                        min={endDateMin(start)}
                        validate={notBefore(
                            values => endDateMin(values.validityStartDate),
                            'app.vouchers.validation.end_min'
                        )}
                    />
                </>
            )}
            {validityType === 'DURATION' && (
                <>
                    <NumberInput
                        disabled={readOnly}
                        source="validityDuration"
                        min={1}
                        step={1}
                        validate={durationBounds}
                    />
                    <SelectInput disabled={readOnly} source="validityUnit" choices={unitChoices} />
                </>
            )}
        </FormSection>
    );
};
