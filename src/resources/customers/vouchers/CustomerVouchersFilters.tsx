import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

const STATUS_OPTIONS = [
    ['', 'app.customers.vouchers.filter_all'],
    ['active', 'app.customers.voucher_status.active'],
    ['upcoming', 'app.customers.voucher_status.upcoming'],
    ['expired', 'app.customers.voucher_status.expired'],
    ['used', 'app.customers.voucher_status.used'],
] as const;

/** What the server filters a customer's vouchers by: the derived status and a text in name or description. */
export interface CustomerVoucherFilter {
    status: string;
    q: string;
}

// Typing settles for this long before the list is asked again.
const SEARCH_DELAY_MS = 300;

interface CustomerVoucherFiltersProps {
    /** The server filters (paging extension); without it the controls are disabled, saying so. */
    live: boolean;
    filter: CustomerVoucherFilter;
    onChange: (filter: CustomerVoucherFilter) => void;
}

/**
 * The spec shows a status filter and a search box on this screen but does not wire them on the provider's
 * API: there they are disabled, with a line saying so, rather than controls that silently do nothing. Our
 * server filters the list, so there they work.
 */
export const CustomerVouchersFilters = ({
    live,
    filter,
    onChange,
}: CustomerVoucherFiltersProps) => {
    const translate = useTranslate();
    const [text, setText] = useState(filter.q);
    useEffect(() => {
        if (text === filter.q) return;
        const timer = setTimeout(() => onChange({ ...filter, q: text }), SEARCH_DELAY_MS);
        return () => clearTimeout(timer);
    }, [text, filter, onChange]);
    return (
        <Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
                <TextField
                    select
                    size="small"
                    label={translate('app.customers.vouchers.filter_status')}
                    value={live ? filter.status : ''}
                    onChange={event => onChange({ ...filter, status: event.target.value })}
                    disabled={!live}
                    sx={{ width: { xs: '100%', sm: 220 } }}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                    {STATUS_OPTIONS.map(([value, label]) => (
                        <MenuItem key={value} value={value}>
                            {translate(label)}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    size="small"
                    placeholder={translate('app.customers.vouchers.search')}
                    value={live ? text : ''}
                    onChange={event => setText(event.target.value)}
                    disabled={!live}
                    sx={{ width: { xs: '100%', sm: 320 } }}
                    slotProps={{
                        htmlInput: { 'aria-label': translate('app.customers.vouchers.search') },
                        input: {
                            startAdornment: (
                                <InputAdornment position="start">
                                    <SearchIcon fontSize="small" />
                                </InputAdornment>
                            ),
                        },
                    }}
                />
            </Stack>
            {!live && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                    {translate('app.customers.vouchers.not_wired')}
                </Typography>
            )}
        </Box>
    );
};
