import TuneIcon from '@mui/icons-material/Tune';
import { Button } from '@mui/material';
import { useState } from 'react';
import { type Identifier, useTranslate } from 'react-admin';
import { Allowed } from '../../../components/Allowed';
import { usePointsLedger } from '../customerExtensions';
import { AdjustPointsDialog } from './AdjustPointsDialog';

/** 'Adjust points': only with the points-ledger extension and for those who may write customers. */
export const AdjustPointsButton = ({
    customerId,
    balance,
}: {
    customerId: Identifier;
    balance: number;
}) => {
    const translate = useTranslate();
    const ledger = usePointsLedger();
    const [open, setOpen] = useState(false);
    if (!ledger) return null;
    return (
        <Allowed action="edit" resource="customers">
            <Button size="small" startIcon={<TuneIcon />} onClick={() => setOpen(true)}>
                {translate('app.customers.ledger.adjust')}
            </Button>
            <AdjustPointsDialog
                customerId={customerId}
                balance={balance}
                open={open}
                onClose={() => setOpen(false)}
            />
        </Allowed>
    );
};
