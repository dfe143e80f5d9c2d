import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    Stack,
    TextField,
} from '@mui/material';
import { useState } from 'react';
import { type Identifier, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNotifyFailure } from '../../../components/useNotifyFailure';
import { formatCount } from '../../../lib/format';
import { adjustPoints } from './ledgerCalls';
import { MAX_REASON, validateAdjustment } from './validateLedger';

interface AdjustPointsDialogProps {
    customerId: Identifier;
    balance: number;
    open: boolean;
    onClose: () => void;
}

/** A manual entry of the ledger: a signed amount and the reason a clerk gives for it. */
export const AdjustPointsDialog = ({
    customerId,
    balance,
    open,
    onClose,
}: AdjustPointsDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const refresh = useRefresh();
    const [amount, setAmount] = useState('');
    const [reason, setReason] = useState('');
    const [touched, setTouched] = useState(false);
    const [pending, setPending] = useState(false);
    const errors = validateAdjustment(amount, reason, balance);

    const close = () => {
        setAmount('');
        setReason('');
        setTouched(false);
        onClose();
    };
    const submit = async (event: React.FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (errors.amount || errors.reason) return;
        setPending(true);
        try {
            await adjustPoints(customerId, Number(amount), reason.trim());
            notify('app.customers.ledger.adjusted', { type: 'success' });
            refresh();
            close();
        } catch (error) {
            notifyFailure(error, 'app.customers.ledger.adjust_failed');
        } finally {
            setPending(false);
        }
    };
    const shown = (message?: string) => (touched && message ? translate(message) : undefined);

    return (
        <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="adjust-title">
            <form onSubmit={submit} noValidate>
                <DialogTitle id="adjust-title">
                    {translate('app.customers.ledger.adjust')}
                </DialogTitle>
                <DialogContent>
                    <DialogContentText sx={{ mb: 2 }}>
                        {translate('app.customers.ledger.adjust_hint', {
                            balance: formatCount(balance),
                        })}
                    </DialogContentText>
                    <Stack sx={{ gap: 2 }}>
                        <TextField
                            label={translate('app.customers.ledger.amount')}
                            value={amount}
                            onChange={event => setAmount(event.target.value)}
                            type="number"
                            slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
                            required
                            autoFocus
                            error={Boolean(shown(errors.amount))}
                            helperText={
                                shown(errors.amount) ??
                                translate('app.customers.ledger.amount_hint')
                            }
                        />
                        <TextField
                            label={translate('app.customers.ledger.reason')}
                            value={reason}
                            onChange={event => setReason(event.target.value)}
                            required
                            multiline
                            minRows={2}
                            error={Boolean(shown(errors.reason))}
                            helperText={shown(errors.reason) ?? `${reason.length}/${MAX_REASON}`}
                        />
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={close}>{translate('app.customers.vouchers.cancel')}</Button>
                    <Button type="submit" variant="contained" disabled={pending}>
                        {translate('app.customers.ledger.adjust_submit')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
