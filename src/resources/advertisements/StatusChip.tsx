import type { AdvertisementStatus } from '../../../contract';
import { TINTS, type Tint, TintedStatusChip } from '../../components/TintedStatusChip';
import { statusLabelKey } from './advertisementDisplay';

// The spec names no colours for advertisements; these follow the voucher list (green active, red
// expired) with grey for a draft.
const tints: Record<AdvertisementStatus, Tint> = {
    active: TINTS.green,
    expired: TINTS.red,
    'in draft': TINTS.grey,
};

export const StatusChip = ({ status }: { status: AdvertisementStatus }) => (
    <TintedStatusChip status={status} tint={tints[status]} label={statusLabelKey(status)} />
);
