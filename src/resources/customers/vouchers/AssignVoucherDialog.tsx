import {
    Alert,
    Autocomplete,
    Button,
    Checkbox,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    FormControlLabel,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useState } from 'react';
import { type Identifier, useTranslate } from 'react-admin';
import { formatCount } from '../../../lib/format';
import { usePointsLedger } from '../customerExtensions';
import { AssignVoucherOption } from './AssignVoucherOption';
import type { AssignOption } from './assignability';
import { useAssignOptions } from './useAssignOptions';

export interface AssignRequest {
    voucherId: Identifier;
    /** Take the voucher's points from the customer (points-ledger extension). */
    chargePoints: boolean;
    pointsRequired: number;
}

interface AssignVoucherDialogProps {
    customerId: Identifier;
    open: boolean;
    onClose: () => void;
    /** Resolves to true when the voucher was assigned. */
    onAssign: (request: AssignRequest) => Promise<boolean>;
    /** The customer's balance, when known. */
    balance?: number;
    /** How many copies of each voucher (by id) the customer holds already. */
    held: Record<string, number>;
    suspended?: boolean;
}

/**
 * Every voucher, whatever its status, searchable by name or POS code: those that cannot go to this
 * customer are shown disabled with the reason, and a voucher that costs points offers to charge them.
 */
export const AssignVoucherDialog = (props: AssignVoucherDialogProps) => {
    const { customerId, open, onClose, onAssign, balance, held, suspended } = props;
    const translate = useTranslate();
    const ledger = usePointsLedger();
    const [selected, setSelected] = useState<AssignOption | null>(null);
    const [charge, setCharge] = useState(true);
    const [pending, setPending] = useState(false);
    const { options, loading } = useAssignOptions(customerId, open, held);
    const voucher = selected?.voucher;
    const cost = voucher?.pointsRequired ?? 0;
    const charging = Boolean(ledger) && cost > 0 && charge;

    const close = () => {
        setSelected(null);
        setCharge(true);
        onClose();
    };
    const submit = async () => {
        if (!voucher) return;
        setPending(true);
        const assigned = await onAssign({
            voucherId: voucher.id,
            chargePoints: charging,
            pointsRequired: cost,
        });
        setPending(false);
        if (assigned) close();
    };

    return (
        <Dialog
            open={open}
            onClose={close}
            fullWidth
            maxWidth="sm"
            aria-labelledby="assign-voucher-title"
        >
            <DialogTitle id="assign-voucher-title">
                {translate('app.customers.vouchers.assign')}
            </DialogTitle>
            <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>
                    {translate('app.customers.vouchers.assign_hint')}
                </DialogContentText>
                {suspended && (
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {translate('app.customers.assign.suspended')}
                    </Alert>
                )}
                <Autocomplete
                    options={options}
                    value={selected}
                    onChange={(_, next) => {
                        setSelected(next);
                        setCharge(true);
                    }}
                    loading={loading}
                    getOptionLabel={option => option.voucher.name}
                    getOptionDisabled={option => Boolean(option.reason)}
                    isOptionEqualToValue={(option, value) => option.voucher.id === value.voucher.id}
                    // Search by name or by POS code.
                    filterOptions={(choices, { inputValue }) => {
                        const needle = inputValue.trim().toLowerCase();
                        return choices.filter(({ voucher: item }) =>
                            `${item.name} ${item.code ?? ''}`.toLowerCase().includes(needle)
                        );
                    }}
                    renderOption={({ key, ...optionProps }, option) => (
                        <li key={key} {...optionProps}>
                            <AssignVoucherOption option={option} />
                        </li>
                    )}
                    renderInput={params => (
                        <TextField
                            {...params}
                            label={translate('app.customers.vouchers.voucher')}
                        />
                    )}
                    noOptionsText={translate('app.customers.assign.no_match')}
                    loadingText={translate('ra.page.loading')}
                    slotProps={{
                        // Disabled vouchers stay readable: their reason is the point of showing them.
                        listbox: {
                            sx: { '& [aria-disabled="true"]': { opacity: '0.75 !important' } },
                        },
                    }}
                />
                {voucher && ledger && cost > 0 && (
                    <Stack
                        direction={{ xs: 'column', sm: 'row' }}
                        sx={{ mt: 2, alignItems: { sm: 'center' }, columnGap: 2 }}
                    >
                        <FormControlLabel
                            control={
                                <Checkbox
                                    checked={charge}
                                    onChange={event => setCharge(event.target.checked)}
                                />
                            }
                            label={translate('app.customers.assign.charge', {
                                points: formatCount(cost),
                            })}
                        />
                        {balance !== undefined && (
                            <Typography
                                variant="body2"
                                color={charging && balance < cost ? 'error' : 'text.secondary'}
                            >
                                {translate(
                                    charging && balance < cost
                                        ? 'app.customers.assign.balance_short'
                                        : 'app.customers.assign.balance',
                                    { points: formatCount(balance) }
                                )}
                            </Typography>
                        )}
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={close}>{translate('app.customers.vouchers.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={!voucher || pending}>
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
