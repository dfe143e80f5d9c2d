import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { Advertisement, AdvertisementStatus } from '../../../contract';
import { StatusChip as SharedStatusChip, statusLook, type Tone } from '../../components/StatusChip';
import { formatAdvertisementDate, hasNotStarted, statusLabelKey } from './advertisementDisplay';

// The spec names no colours for advertisements; these follow the voucher list (green active, red
// expired) with grey for a draft.
const tones: Record<AdvertisementStatus, Tone> = {
    active: 'green',
    expired: 'red',
    'in draft': 'grey',
};

/**
 * The campaign's status. An active campaign whose start is still ahead keeps the spec's status (the filter
 * lists it under Active, on our server and on the provider's) and says when it starts, in blue, so it is not
 * taken for one already showing (docs/decisions.md).
 */
export const StatusChip = ({
    advertisement,
}: {
    advertisement: Pick<Advertisement, 'status' | 'startDateTime'>;
}) => {
    const translate = useTranslate();
    const { status } = advertisement;
    if (!hasNotStarted(advertisement)) {
        const look = statusLook(status, tones, key =>
            translate(statusLabelKey(key as AdvertisementStatus))
        );
        return <SharedStatusChip {...look} status={status} />;
    }
    const label = translate('app.advertisements.status.active_from', {
        date: formatAdvertisementDate(advertisement.startDateTime),
    });
    // The longer words wrap inside the chip rather than run under the next column on a phone.
    return (
        <Box
            component="span"
            sx={{
                display: 'inline-flex',
                maxWidth: '100%',
                '& .MuiChip-root': { height: 'auto', maxWidth: '100%' },
                '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
            }}
        >
            <SharedStatusChip tone="blue" label={label} status={status} />
        </Box>
    );
};
