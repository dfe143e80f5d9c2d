import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const STATUS_OPTIONS = [
    ['', 'app.customers.vouchers.filter_all'],
    ['active', 'app.customers.voucher_status.active'],
    ['upcoming', 'app.customers.voucher_status.upcoming'],
    ['expired', 'app.customers.voucher_status.expired'],
    ['used', 'app.customers.voucher_status.used'],
] as const;

/**
 * The spec shows a status filter and a search box on this screen but does not wire them. They are
 * disabled, with a line saying so, rather than controls that silently do nothing.
 */
export const CustomerVoucherFilters = () => {
    const translate = useTranslate();
    return (
        <Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
                <TextField
                    select
                    size="small"
                    label={translate('app.customers.vouchers.filter_status')}
                    value=""
                    disabled
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
                    disabled
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
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {translate('app.customers.vouchers.not_wired')}
            </Typography>
        </Box>
    );
};
