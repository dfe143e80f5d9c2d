import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { CustomerVoucher } from '../../../../contract';
import { Allowed } from '../../../components/Allowed';

interface RemoveCustomerVoucherButtonProps {
    customerVoucher: CustomerVoucher;
    onRemove: (customerVoucherId: string) => Promise<boolean>;
}

export const RemoveCustomerVoucherButton = ({
    customerVoucher,
    onRemove,
}: RemoveCustomerVoucherButtonProps) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const [pending, setPending] = useState(false);
    const confirm = async () => {
        setPending(true);
        await onRemove(customerVoucher.id);
        setPending(false);
        setOpen(false);
    };
    return (
        <Allowed action="delete" resource="customerVouchers">
            <Button
                color="error"
                size="small"
                startIcon={<LinkOffIcon />}
                onClick={() => setOpen(true)}
                aria-label={`${translate('app.customers.vouchers.remove')} ${customerVoucher.voucher?.name ?? ''}`.trim()}
            >
                {translate('app.customers.vouchers.remove')}
            </Button>
            <Confirm
                isOpen={open}
                loading={pending}
                title="app.customers.vouchers.remove_title"
                content="app.customers.vouchers.remove_content"
                confirm="app.customers.vouchers.remove"
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </Allowed>
    );
};
