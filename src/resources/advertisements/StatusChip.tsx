import { useTranslate } from 'react-admin';
import type { AdvertisementStatus } from '../../../contract';
import { StatusChip as SharedStatusChip, statusLook, type Tone } from '../../components/StatusChip';
import { statusLabelKey } from './advertisementDisplay';

// The spec names no colours for advertisements; these follow the voucher list (green active, red
// expired) with grey for a draft.
const tones: Record<AdvertisementStatus, Tone> = {
    active: 'green',
    expired: 'red',
    'in draft': 'grey',
};

export const StatusChip = ({ status }: { status: AdvertisementStatus }) => {
    const translate = useTranslate();
    const look = statusLook(status, tones, key =>
        translate(statusLabelKey(key as AdvertisementStatus))
    );
    return <SharedStatusChip {...look} status={status} />;
};
