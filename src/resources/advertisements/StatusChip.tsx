import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { AdvertisementStatus } from '../../types';
import { statusLabelKey } from './advertisementDisplay';

// The spec names no colours for advertisements; these follow the voucher list (green active, red
// expired) with grey for a draft. The word is always shown, so colour is never the only signal.
const tints: Record<AdvertisementStatus, { color: string; backgroundColor: string }> = {
    active: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
    expired: { color: '#b71c1c', backgroundColor: '#ffebee' },
    'in draft': { color: '#37474f', backgroundColor: '#eceff1' },
};

export const StatusChip = ({ status }: { status: AdvertisementStatus }) => {
    const translate = useTranslate();
    const tint = tints[status];
    return (
        <Chip
            size="small"
            label={tint ? translate(statusLabelKey(status)) : status}
            data-status={status}
            sx={{ ...tint, fontWeight: 600 }}
        />
    );
};
