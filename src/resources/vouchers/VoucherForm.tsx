import type { ReactElement } from 'react';
import { SimpleForm, useSaveContext } from 'react-admin';
import { FocusFirstError } from '../../components/FocusFirstError';
import { useNotifyInvalid } from '../../components/ValidationToast';
import { VoucherInputs } from './VoucherInputs';
import { type VoucherFormValues, voucherFieldErrors } from './voucherFormValues';

interface VoucherFormProps {
    toolbar: ReactElement;
    defaultValues?: VoucherFormValues;
    /** Every input disabled: the voucher shown to staff who may not change it. */
    disabled?: boolean;
}

/**
 * The voucher form of create and edit. The spec's submit checks (§5) run before saving and show their
 * first failure as a toast; the field bounds are checked by react-admin's validators first (react-admin
 * cannot mix those with a form-level validate, so the checks run here rather than as ValidationToast).
 * The failures returned from the submit are put on their fields by react-admin, and the first one takes
 * the focus.
 */
export const VoucherForm = ({ toolbar, defaultValues, disabled }: VoucherFormProps) => {
    const notifyInvalid = useNotifyInvalid(() => 'app.vouchers.missing_information');
    const { save } = useSaveContext();
    const submit = (values: VoucherFormValues) => {
        const errors = voucherFieldErrors(values);
        const [failure] = Object.values(errors);
        if (failure) {
            notifyInvalid(failure);
            return errors;
        }
        // Returning the save lets react-admin put the server's field errors on their fields.
        return save?.(values);
    };
    return (
        <SimpleForm
            onSubmit={submit}
            toolbar={toolbar}
            defaultValues={defaultValues}
            disabled={disabled}
            // The spec's toast names the failure; react-admin's generic 'The form is not valid' would
            // replace it (one toast at a time). A failed bound is marked on its field and focused.
            disableInvalidFormNotification
            // The min/step attributes guide the pickers; the checks on submit are ours, so that the
            // browser's own bubbles do not pre-empt the spec's toasts and react-admin's messages.
            noValidate
            // react-admin leaves room on phones for its floating toolbar; ours sticks in the flow.
            sx={{ pb: 2 }}
        >
            <FocusFirstError />
            <VoucherInputs />
        </SimpleForm>
    );
};
