import { useTranslate } from 'react-admin';
import { StatusChip, type Tone } from '../../../components/StatusChip';

// Inactive is purple as on the voucher list; a suspended customer is red like an expired voucher.
const tones: Record<string, Tone> = { active: 'green', inactive: 'purple', suspended: 'red' };

/** The status word on its tint; statuses may arrive in any case, and one not known is shown as sent. */
export const CustomerStatusField = ({ status }: { status: string | null | undefined }) => {
    const translate = useTranslate();
    const key = (status ?? '').toLowerCase();
    return Object.hasOwn(tones, key) ? (
        <StatusChip
            tone={tones[key] as Tone}
            label={translate(`app.customers.status.${key}`)}
            status={key}
        />
    ) : (
        <StatusChip tone="grey" label={status || '-'} status={key} />
    );
};
