import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { STATUS_TINTS, type Tone } from '../lib/theme';

export type { Tone };

interface StatusChipProps {
    tone: Tone;
    /** The word shown, already translated: it is always there, so colour is never the only signal. */
    label: string;
    /** The value it stands for, as data-status, which lists and tests select by. */
    status?: string;
    /** For chips that describe a kind rather than a state (a notification's type or priority). */
    icon?: ReactElement;
}

/** The one chip for every status and label on every screen: a word on its tone's tint (docs/design.md). */
export const StatusChip = ({ tone, label, status, icon }: StatusChipProps) => {
    const { palette } = useTheme();
    return (
        <Chip
            size="small"
            label={label}
            icon={icon}
            data-status={status}
            data-tone={tone}
            sx={{
                ...STATUS_TINTS[palette.mode][tone],
                fontWeight: 600,
                '& .MuiChip-icon': { color: 'inherit' },
            }}
        />
    );
};

/**
 * The tone and word of a status from a closed list; a status the list does not hold (the provider may send
 * one the spec does not name) is shown as it came, in grey.
 */
export const statusLook = (
    status: string,
    tones: Readonly<Record<string, Tone>>,
    label: (status: string) => string
): { tone: Tone; label: string } =>
    Object.hasOwn(tones, status)
        ? { tone: tones[status] as Tone, label: label(status) }
        : { tone: 'grey', label: status };
