import { useTranslate } from 'react-admin';
import type { CustomerVoucher } from '../../../../contract';
import { StatusChip, type Tone } from '../../../components/StatusChip';
import {
    type CustomerVoucherStatus,
    customerVoucherStatus,
    LABELLED_STATUSES,
} from './customerVoucherStatus';

// Spec §4: each status has its own badge colour. The voucher list's tones where they mean the same
// (active, expired, inactive), blue for one not yet started and grey for one already spent.
const tones: Record<CustomerVoucherStatus, Tone> = {
    used: 'grey',
    active: 'green',
    upcoming: 'blue',
    expired: 'red',
    inactive: 'purple',
};

export const CustomerVoucherStatusBadge = ({
    customerVoucher,
}: {
    customerVoucher: CustomerVoucher;
}) => {
    const translate = useTranslate();
    const status = customerVoucherStatus(customerVoucher);
    // Spec §4 labels four of them; any other is shown as it is.
    const label = LABELLED_STATUSES.includes(status)
        ? translate(`app.customers.voucher_status.${status}`)
        : status;
    return <StatusChip tone={tones[status]} label={label} status={status} />;
};
