import type { VoucherStatus } from '../../../contract';
import { TINTS, type Tint, TintedStatusChip } from '../../components/TintedStatusChip';

// Spec §2: green for active, red for expired, purple for inactive.
const tints: Record<VoucherStatus, Tint> = {
    active: TINTS.green,
    expired: TINTS.red,
    inactive: TINTS.purple,
};

export const StatusChip = ({ status }: { status: VoucherStatus }) => (
    <TintedStatusChip
        status={status}
        tint={tints[status]}
        label={`app.vouchers.status.${status}`}
    />
);
