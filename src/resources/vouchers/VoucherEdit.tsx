import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Edit, Show, useTranslate } from 'react-admin';
import type { Voucher } from '../../../contract';
import { useAllowed } from '../../components/Allowed';
import { HistoryPanel } from '../../components/HistoryPanel';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { VoucherForm } from './VoucherForm';
import { EditVoucherToolbar, ReadOnlyVoucherToolbar } from './VoucherFormButtons';
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

type Feedback = ReturnType<typeof useSaveFeedback>;

const EditableVoucher = ({ mutationOptions, queryOptions }: Feedback) => (
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
);

/**
 * The same form, every input disabled and no Save, Delete or Revert, for staff who may read vouchers but not
 * change them: 'View Details' then opens the voucher rather than Access denied (docs/decisions.md).
 * react-admin's Show asks only to read, which every signed-in staff member may.
 */
const ReadOnlyVoucher = ({ queryOptions }: Pick<Feedback, 'queryOptions'>) => {
    const translate = useTranslate();
    return (
        <Show<Voucher>
            resource="vouchers"
            title={false}
            actions={false}
            queryOptions={queryOptions}
            render={({ record, isPending }) =>
                isPending ? (
                    <Spinner />
                ) : record ? (
                    <>
                        <Alert severity="info" sx={{ m: 2, mb: 0 }}>
                            {translate('app.vouchers.form.read_only')}
                        </Alert>
                        <VoucherForm
                            toolbar={<ReadOnlyVoucherToolbar />}
                            defaultValues={editDefaults(record)}
                            disabled
                        />
                        <HistoryPanel entityType="voucher" entityId={record.id} />
                    </>
                ) : null
            }
        />
    );
};

const VoucherEdit = () => {
    const feedback = useSaveFeedback({
        resource: 'vouchers',
        success: 'app.vouchers.notifications.updated',
        failure: 'app.vouchers.notifications.save_failed',
        loadFailure: 'app.vouchers.notifications.load_failed',
    });
    const { canAccess } = useAllowed({ action: 'edit', resource: 'vouchers' });
    return (
        <VoucherPage title="app.vouchers.form.edit_title">
            {canAccess === undefined ? (
                <Spinner />
            ) : canAccess ? (
                <EditableVoucher {...feedback} />
            ) : (
                <ReadOnlyVoucher queryOptions={feedback.queryOptions} />
            )}
        </VoucherPage>
    );
};

export default VoucherEdit;
