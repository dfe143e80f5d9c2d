import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Edit, useTranslate } from 'react-admin';
import type { Voucher } from '../../../contract';
import { HistoryPanel } from '../../components/HistoryPanel';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { VoucherForm } from './VoucherForm';
import { EditVoucherToolbar } from './VoucherFormButtons';
import { VoucherPage } from './VoucherPage';
import { editDefaults, toVoucherPayload } from './voucherFormValues';

const Spinner = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
    );
};

const VoucherEdit = () => {
    const { mutationOptions, queryOptions } = useSaveFeedback({
        resource: 'vouchers',
        success: 'app.vouchers.notifications.updated',
        failure: 'app.vouchers.notifications.save_failed',
        loadFailure: 'app.vouchers.notifications.load_failed',
    });
    return (
        <VoucherPage title="app.vouchers.form.edit_title">
            <Edit<Voucher>
                resource="vouchers"
                title={false}
                mutationMode="pessimistic"
                mutationOptions={mutationOptions}
                transform={toVoucherPayload}
                queryOptions={queryOptions}
                render={({ record, isPending }) =>
                    isPending ? (
                        <Spinner />
                    ) : record ? (
                        <>
                            <VoucherForm
                                toolbar={<EditVoucherToolbar />}
                                defaultValues={editDefaults(record)}
                            />
                            <HistoryPanel entityType="voucher" entityId={record.id} />
                        </>
                    ) : null
                }
            />
        </VoucherPage>
    );
};

export default VoucherEdit;
