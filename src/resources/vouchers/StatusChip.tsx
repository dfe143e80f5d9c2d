import { useTranslate } from 'react-admin';
import type { VoucherStatus } from '../../../contract';
import { StatusChip as SharedStatusChip, statusLook, type Tone } from '../../components/StatusChip';

// Spec §2: green for active, red for expired, purple for inactive.
const tones: Record<VoucherStatus, Tone> = { active: 'green', expired: 'red', inactive: 'purple' };

export const StatusChip = ({ status }: { status: VoucherStatus }) => {
    const translate = useTranslate();
    const look = statusLook(status, tones, key => translate(`app.vouchers.status.${key}`));
    return <SharedStatusChip {...look} status={status} />;
};
