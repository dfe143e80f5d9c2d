import type { ReactElement } from 'react';
import { SimpleForm, useSaveContext } from 'react-admin';
import { useNotifyInvalid } from '../../components/ValidationToast';
import { VoucherInputs } from './VoucherInputs';
import { type VoucherFormValues, validateVoucher } from './voucherFormValues';

interface VoucherFormProps {
    toolbar: ReactElement;
    defaultValues?: VoucherFormValues;
}

/**
 * The voucher form of create and edit. The spec's submit checks (§5) run before saving and show their
 * first failure as a toast; the field bounds are checked by react-admin's validators first (react-admin
 * cannot mix those with a form-level validate, so the checks run here rather than as ValidationToast).
 */
export const VoucherForm = ({ toolbar, defaultValues }: VoucherFormProps) => {
    const notifyInvalid = useNotifyInvalid(() => 'app.vouchers.missing_information');
    const { save } = useSaveContext();
    const submit = (values: VoucherFormValues) => {
        const [failure] = validateVoucher(values);
        if (failure) {
            notifyInvalid(failure);
            return;
        }
        // Returning the save lets react-admin put the server's field errors on their fields.
        return save?.(values);
    };
    return (
        <SimpleForm
            onSubmit={submit}
            toolbar={toolbar}
            defaultValues={defaultValues}
            // The min/step attributes guide the pickers; the checks on submit are ours, so that the
            // browser's own bubbles do not pre-empt the spec's toasts and react-admin's messages.
            noValidate
            // react-admin leaves room on phones for its floating toolbar; ours sticks in the flow.
            sx={{ pb: 2 }}
        >
            <VoucherInputs />
        </SimpleForm>
    );
};
