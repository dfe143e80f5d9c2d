import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

const TINTS: Record<string, ChipProps['color']> = {
    active: 'success',
    inactive: 'default',
    suspended: 'error',
};

/** The status word on a tinted chip; statuses may arrive in any case. */
export const CustomerStatusField = ({ status }: { status: string | null | undefined }) => {
    const translate = useTranslate();
    const key = (status ?? '').toLowerCase();
    const label = key in TINTS ? translate(`app.customers.status.${key}`) : (status ?? '-');
    return (
        <Chip
            size="small"
            variant="outlined"
            label={label}
            color={TINTS[key] ?? 'default'}
            data-status={key}
        />
    );
};
