import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
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
 * disabled, with a helper text saying so, rather than controls that silently do nothing.
 */
export const CustomerVoucherFilters = () => {
    const translate = useTranslate();
    const notWired = translate('app.customers.vouchers.not_wired');
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
            <TextField
                select
                size="small"
                label={translate('app.customers.vouchers.filter_status')}
                value=""
                disabled
                helperText={notWired}
                sx={{ minWidth: 200 }}
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
                helperText={notWired}
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
    );
};
