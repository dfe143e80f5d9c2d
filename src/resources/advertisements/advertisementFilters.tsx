import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useInput, useTranslate } from 'react-admin';
import type { AdvertisementStatus } from '../../types';
import { statusLabelKey } from './advertisementDisplay';

const ALL = 'all';
const wideStatuses: AdvertisementStatus[] = ['active', 'expired'];
// Spec §2: only small screens offer In Draft.
const smallStatuses: AdvertisementStatus[] = [...wideStatuses, 'in draft'];

/**
 * All / Active / Expired (+ In Draft). A select of our own rather than SelectInput, whose empty
 * choice is announced as 'Clear value' instead of 'All'. All is an empty status: the provider then
 * does not filter.
 */
const StatusFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'), { noSsr: true });
    const { field, id } = useInput({
        source,
        format: value => value || ALL,
        parse: value => (value === ALL ? '' : value),
    });
    return (
        <TextField
            {...field}
            id={id}
            select
            size="small"
            label={translate('resources.advertisements.fields.status')}
            sx={{ minWidth: 160, mb: 1 }}
        >
            <MenuItem value={ALL}>{translate('app.advertisements.filters.all')}</MenuItem>
            {(isSmall ? smallStatuses : wideStatuses).map(status => (
                <MenuItem key={status} value={status}>
                    {translate(statusLabelKey(status))}
                </MenuItem>
            ))}
        </TextField>
    );
};

export const advertisementFilters = [<StatusFilterInput key="status" source="status" alwaysOn />];
