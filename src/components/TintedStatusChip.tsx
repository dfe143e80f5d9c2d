import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

export interface Tint {
    color: string;
    backgroundColor: string;
}

/** The list tints of spec §2 (voucher list): green active, red expired, purple inactive; grey otherwise. */
export const TINTS = {
    green: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
    red: { color: '#b71c1c', backgroundColor: '#ffebee' },
    purple: { color: '#4a148c', backgroundColor: '#f3e5f5' },
    grey: { color: '#37474f', backgroundColor: '#eceff1' },
} as const satisfies Record<string, Tint>;

/**
 * A status word on its tint; the word is always shown, so colour is never the only signal. A status
 * without a tint (one the spec does not name) is shown raw and untinted.
 */
export const TintedStatusChip = ({
    status,
    tint,
    label,
}: {
    status: string;
    tint: Tint | undefined;
    /** Translation key of the status word. */
    label: string;
}) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            label={tint ? translate(label) : status}
            data-status={status}
            sx={tint ? { ...tint, fontWeight: 600 } : undefined}
        />
    );
};
