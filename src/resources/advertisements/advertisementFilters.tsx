import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { RaRecord } from 'react-admin';
import type { AdvertisementStatus } from '../../../contract';
import { StatusFilterInput } from '../../components/StatusFilterInput';
import { statusLabelKey } from './advertisementDisplay';

const wideStatuses: AdvertisementStatus[] = ['active', 'expired'];
// Spec §2: only small screens offer In Draft.
const smallStatuses: AdvertisementStatus[] = [...wideStatuses, 'in draft'];

const AdvertisementStatusFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'), { noSsr: true });
    return (
        <StatusFilterInput
            source={source}
            label="resources.advertisements.fields.status"
            allLabel="app.advertisements.filters.all"
            choices={(isSmall ? smallStatuses : wideStatuses).map(status => ({
                id: status,
                name: statusLabelKey(status),
            }))}
        />
    );
};

export const advertisementFilters = [
    <AdvertisementStatusFilter key="status" source="status" alwaysOn />,
];

/**
 * The filter that lists a campaign just created (useOpenListOnCreated): its status where every layout offers
 * it; a draft under All, since only phones offer In Draft.
 */
export const filterShowing = (advertisement: RaRecord) =>
    wideStatuses.includes(advertisement.status) ? { status: advertisement.status } : undefined;
