import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    MenuItem,
    TextField,
} from '@mui/material';
import { useState } from 'react';
import { type Identifier, useGetList, useTranslate } from 'react-admin';
import type { Voucher } from '../../../contract';

interface AssignVoucherDialogProps {
    open: boolean;
    onClose: () => void;
    /** Resolves to true when the voucher was assigned. */
    onAssign: (voucherId: Identifier) => Promise<boolean>;
}

// Every voucher, whatever its status: the server decides what may be assigned and says why not.
const ALL_VOUCHERS = {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' as const },
};

export const AssignVoucherDialog = ({ open, onClose, onAssign }: AssignVoucherDialogProps) => {
    const translate = useTranslate();
    const [voucherId, setVoucherId] = useState('');
    const [pending, setPending] = useState(false);
    const { data: vouchers = [], isPending: loading } = useGetList<Voucher>(
        'vouchers',
        ALL_VOUCHERS,
        {
            enabled: open,
            onError: error => console.error('Failed to load vouchers for the assign dialog', error),
        }
    );

    const close = () => {
        setVoucherId('');
        onClose();
    };
    const submit = async () => {
        setPending(true);
        const assigned = await onAssign(voucherId);
        setPending(false);
        if (assigned) close();
    };

    return (
        <Dialog
            open={open}
            onClose={close}
            fullWidth
            maxWidth="xs"
            aria-labelledby="assign-voucher-title"
        >
            <DialogTitle id="assign-voucher-title">
                {translate('app.customers.vouchers.assign')}
            </DialogTitle>
            <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>
                    {translate('app.customers.vouchers.assign_hint')}
                </DialogContentText>
                <TextField
                    select
                    fullWidth
                    label={translate('app.customers.vouchers.voucher')}
                    value={voucherId}
                    onChange={event => setVoucherId(event.target.value)}
                    disabled={loading}
                >
                    {vouchers.map(voucher => (
                        <MenuItem key={voucher.id} value={voucher.id}>
                            {voucher.name}
                        </MenuItem>
                    ))}
                </TextField>
            </DialogContent>
            <DialogActions>
                <Button onClick={close}>{translate('app.customers.vouchers.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={!voucherId || pending}>
                    {translate(
                        pending
                            ? 'app.customers.vouchers.assigning'
                            : 'app.customers.vouchers.assign_submit'
                    )}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
