import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Edit, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { Voucher } from '../../../contract';
import { pathTo } from '../routes';
import { useVoucherSaveOptions } from './useVoucherSaveOptions';
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
    const notify = useNotify();
    const redirect = useRedirect();
    const mutationOptions = useVoucherSaveOptions('app.vouchers.notifications.updated');
    return (
        <VoucherPage title="app.vouchers.form.edit_title">
            <Edit<Voucher>
                resource="vouchers"
                title="app.vouchers.form.edit_title"
                mutationMode="pessimistic"
                mutationOptions={mutationOptions}
                transform={toVoucherPayload}
                queryOptions={{
                    // A voucher that cannot be loaded leaves nothing to edit: back to the list.
                    onError: () => {
                        notify('app.vouchers.notifications.load_failed', { type: 'error' });
                        redirect(pathTo('vouchers'));
                    },
                }}
                render={({ record, isPending }) =>
                    isPending ? (
                        <Spinner />
                    ) : record ? (
                        <VoucherForm
                            toolbar={<EditVoucherToolbar />}
                            defaultValues={editDefaults(record)}
                        />
                    ) : null
                }
            />
        </VoucherPage>
    );
};

export default VoucherEdit;
