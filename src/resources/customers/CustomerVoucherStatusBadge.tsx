import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CustomerVoucher } from '../../../contract';
import { customerVoucherStatus, LABELLED_STATUSES } from './customerVoucherStatus';

const BADGE_COLOURS: Record<string, ChipProps['color']> = {
    used: 'secondary',
    active: 'success',
    upcoming: 'info',
    expired: 'error',
};

export const CustomerVoucherStatusBadge = ({
    customerVoucher,
}: {
    customerVoucher: CustomerVoucher;
}) => {
    const translate = useTranslate();
    const status = customerVoucherStatus(customerVoucher);
    const label = LABELLED_STATUSES.includes(status)
        ? translate(`app.customers.voucher_status.${status}`)
        : status;
    return (
        <Chip
            size="small"
            label={label}
            color={BADGE_COLOURS[status] ?? 'default'}
            data-status={status}
        />
    );
};
