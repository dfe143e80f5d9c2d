import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Voucher, VoucherStatus } from '../../types';

// Spec §2: green for active, red for expired, purple for inactive. The word is always shown too,
// so colour is never the only signal.
const tints: Record<VoucherStatus, { color: string; backgroundColor: string }> = {
    active: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
    expired: { color: '#b71c1c', backgroundColor: '#ffebee' },
    inactive: { color: '#4a148c', backgroundColor: '#f3e5f5' },
};

export const StatusChip = ({ status }: { status?: VoucherStatus }) => {
    const translate = useTranslate();
    const record = useRecordContext<Voucher>();
    const value = status ?? record?.status;
    if (!value) return null;
    const tint = tints[value];
    return (
        <Chip
            size="small"
            label={tint ? translate(`app.vouchers.status.${value}`) : value}
            data-status={value}
            sx={tint ? { ...tint, fontWeight: 600 } : undefined}
        />
    );
};
