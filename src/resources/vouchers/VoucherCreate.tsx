import { Create } from 'react-admin';
import { useOpenListOnCreated } from '../../components/createdRecord';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { VoucherForm } from './VoucherForm';
import { CreateVoucherToolbar } from './VoucherFormButtons';
import { VoucherPage } from './VoucherPage';
import { filterShowing } from './voucherFilters';
import { newVoucherDefaults, toVoucherPayload } from './voucherFormValues';

const VoucherCreate = () => {
    const onCreated = useOpenListOnCreated('vouchers', filterShowing);
    const { mutationOptions } = useSaveFeedback({
        resource: 'vouchers',
        onCreated,
        success: 'app.vouchers.notifications.created',
        failure: 'app.vouchers.notifications.save_failed',
    });
    return (
        <VoucherPage title="app.vouchers.form.create_title">
            <Create
                resource="vouchers"
                title={false}
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
