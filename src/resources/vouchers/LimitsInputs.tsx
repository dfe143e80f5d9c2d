import { BooleanInput, minValue, NumberInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useReadOnlyForm } from '../../components/useReadOnlyForm';
import { FormSection } from './FormSection';

// Spec §5: limits minimum 1 and blank means unlimited; minimum purchase amount minimum 0.01;
// points minimum 0, step 1, where 0 means free.
const limitBounds = [minValue(1)];
const purchaseBounds = [minValue(0.01)];
const pointsBounds = [minValue(0)];

export const UsageLimitsInputs = () => {
    const readOnly = useReadOnlyForm();
    return (
        <FormSection title="app.vouchers.form.sections.usage">
            <NumberInput
                disabled={readOnly}
                source="usageLimit"
                min={1}
                step={1}
                validate={limitBounds}
                helperText="app.vouchers.form.help.limit"
            />
            <NumberInput
                disabled={readOnly}
                source="perCustomerLimit"
                min={1}
                step={1}
                validate={limitBounds}
                helperText="app.vouchers.form.help.limit"
            />
        </FormSection>
    );
};

export const PurchaseRequirementsInputs = () => {
    const readOnly = useReadOnlyForm();
    const hasMinimumPurchase = useWatch({ name: 'hasMinimumPurchase' }) as boolean | undefined;
    return (
        <FormSection title="app.vouchers.form.sections.purchase">
            <NumberInput
                disabled={readOnly}
                source="pointsRequired"
                min={0}
                step={1}
                validate={pointsBounds}
                helperText="app.vouchers.form.help.points"
            />
            <div>
                <BooleanInput disabled={readOnly} source="hasMinimumPurchase" helperText={false} />
                {hasMinimumPurchase && (
                    <NumberInput
                        disabled={readOnly}
                        source="minimumPurchaseAmount"
                        min={0.01}
                        step={0.01}
                        validate={purchaseBounds}
                    />
                )}
            </div>
        </FormSection>
    );
};
