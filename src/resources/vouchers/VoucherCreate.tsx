import { Create } from 'react-admin';
import { useVoucherSaveOptions } from './useVoucherSaveOptions';
import { VoucherForm } from './VoucherForm';
import { CreateVoucherToolbar } from './VoucherFormButtons';
import { VoucherPage } from './VoucherPage';
import { newVoucherDefaults, toVoucherPayload } from './voucherFormValues';

const VoucherCreate = () => {
    const mutationOptions = useVoucherSaveOptions('app.vouchers.notifications.created');
    return (
        <VoucherPage title="app.vouchers.form.create_title">
            <Create
                resource="vouchers"
                title="app.vouchers.form.create_title"
                mutationMode="pessimistic"
                mutationOptions={mutationOptions}
                transform={toVoucherPayload}
            >
                <VoucherForm
                    toolbar={<CreateVoucherToolbar />}
                    defaultValues={newVoucherDefaults}
                />
            </Create>
        </VoucherPage>
    );
};

export default VoucherCreate;
