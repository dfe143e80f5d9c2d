import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
    Confirm,
    useDelete,
    useNotify,
    useRecordContext,
    useRedirect,
    useTranslate,
} from 'react-admin';
import type { Voucher } from '../../../contract';
import { pathTo } from '../../lib/screenPaths';

export const DeleteVoucherButton = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const redirect = useRedirect();
    const record = useRecordContext<Voucher>();
    const [open, setOpen] = useState(false);
    const [deleteOne, { isPending }] = useDelete<Voucher>();
    if (!record) return null;
    const confirm = () =>
        deleteOne(
            'vouchers',
            { id: record.id, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setOpen(false);
                    notify('app.vouchers.notifications.deleted', { type: 'success' });
                    redirect(pathTo('vouchers'));
                },
                onError: () => {
                    setOpen(false);
                    notify('app.vouchers.notifications.delete_failed', { type: 'error' });
                },
            }
        );
    return (
        <>
            <Button
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setOpen(true)}
                sx={{ mr: 'auto' }}
            >
                {translate('app.vouchers.form.delete')}
            </Button>
            <Confirm
                isOpen={open}
                loading={isPending}
                title="app.vouchers.form.delete_title"
                content="app.vouchers.form.delete_content"
                confirm="app.vouchers.form.delete"
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
