import UndoIcon from '@mui/icons-material/Undo';
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { type Identifier, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Allowed } from '../../../components/Allowed';
import { useNotifyFailure } from '../../../components/useNotifyFailure';
import { formatCount } from '../../../lib/format';
import { usePointsLedger } from '../customerExtensions';
import { useLedgerReason } from './LedgerReason';
import { reversePoints } from './ledgerCalls';
import { canReverse, type LedgerEntry } from './ledgerEntry';
import { MAX_REASON, validateReason } from './validateLedger';

/** 'Reverse' on a ledger entry (points-ledger extension, customers:write): asks for a reason, then adds the opposite entry. */
export const ReverseEntryButton = ({
    customerId,
    entry,
}: {
    customerId: Identifier;
    entry: LedgerEntry;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const refresh = useRefresh();
    const titleId = useId();
    const [open, setOpen] = useState(false);
    const reasonOf = useLedgerReason();
    const [reason, setReason] = useState('');
    const [touched, setTouched] = useState(false);
    const [pending, setPending] = useState(false);
    const ledger = usePointsLedger();
    if (!ledger || !canReverse(entry)) return null;
    const error = touched ? validateReason(reason) : undefined;

    const close = () => {
        setOpen(false);
        setReason('');
        setTouched(false);
    };
    const submit = async (event: React.FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (validateReason(reason)) return;
        setPending(true);
        try {
            await reversePoints(customerId, entry.id, reason.trim());
            notify('app.customers.ledger.reversed', { type: 'success' });
            close();
            refresh();
        } catch (failure) {
            notifyFailure(failure, 'app.customers.ledger.reverse_failed');
        } finally {
            setPending(false);
        }
    };
    const change = `${entry.pointsChange > 0 ? '+' : ''}${formatCount(entry.pointsChange)}`;

    return (
        <Allowed action="edit" resource="customers">
            <Button
                size="small"
                startIcon={<UndoIcon />}
                onClick={() => setOpen(true)}
                aria-label={translate('app.customers.ledger.reverse_entry', {
                    reason: reasonOf(entry),
                    change,
                })}
            >
                {translate('app.customers.ledger.reverse')}
            </Button>
            <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
                <form onSubmit={submit} noValidate>
                    <DialogTitle id={titleId}>
                        {translate('app.customers.ledger.reverse_title')}
                    </DialogTitle>
                    <DialogContent>
                        <DialogContentText sx={{ mb: 2 }}>
                            {translate('app.customers.ledger.reverse_hint', {
                                reason: entry.reason,
                                change,
                            })}
                        </DialogContentText>
                        <TextField
                            label={translate('app.customers.ledger.reason')}
                            value={reason}
                            onChange={event => setReason(event.target.value)}
                            required
                            fullWidth
                            autoFocus
                            multiline
                            minRows={2}
                            error={Boolean(error)}
                            helperText={error ? translate(error) : `${reason.length}/${MAX_REASON}`}
                        />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={close}>
                            {translate('app.customers.vouchers.cancel')}
                        </Button>
                        <Button type="submit" variant="contained" disabled={pending}>
                            {translate('app.customers.ledger.reverse')}
                        </Button>
                    </DialogActions>
                </form>
            </Dialog>
        </Allowed>
    );
};
