import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FILTER_ROLES, USER_STATUSES } from './userSamples';

export interface UserFilterValues {
    role: string;
    status: string;
}

interface UserFiltersProps {
    values: UserFilterValues;
    onChange: (values: UserFilterValues) => void;
    shown: number;
    total: number;
}

const ALL = '';

/** Role and status filters of the users list (spec §2); '' stands for All Roles / All Status. */
export const UserFilters = ({ values, onChange, shown, total }: UserFiltersProps) => {
    const translate = useTranslate();
    const filtered = values.role !== ALL || values.status !== ALL;
    const select = (name: keyof UserFilterValues, allLabel: string, options: readonly string[]) => (
        <TextField
            select
            size="small"
            label={translate(`app.mockups.users.filters.${name}`)}
            value={values[name]}
            onChange={event => onChange({ ...values, [name]: event.target.value })}
            sx={{ flex: { xs: '1 1 140px', sm: '0 0 200px' } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
            <MenuItem value={ALL}>{translate(`app.mockups.users.filters.${allLabel}`)}</MenuItem>
            {options.map(option => (
                <MenuItem key={option} value={option}>
                    {translate(`app.mockups.users.${name}.${option}`)}
                </MenuItem>
            ))}
        </TextField>
    );
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            {select('role', 'all_roles', FILTER_ROLES)}
            {select('status', 'all_status', USER_STATUSES)}
            <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexBasis: { xs: '100%', sm: 'auto' } }}
            >
                <Typography variant="body2" color="text.secondary" role="status">
                    {translate('app.mockups.users.count', { count: shown, total })}
                </Typography>
                {filtered && (
                    <Button size="small" onClick={() => onChange({ role: ALL, status: ALL })}>
                        {translate('app.mockups.users.filters.clear')}
                    </Button>
                )}
            </Stack>
        </Box>
    );
};
