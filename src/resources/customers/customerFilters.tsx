import { MenuItem, TextField } from '@mui/material';
import { SearchInput, useListContext, useTranslate } from 'react-admin';

const ALL = 'all';
const STATUS_OPTIONS = [
    [ALL, 'app.customers.list.all_status'],
    ['active', 'app.customers.status.active'],
    ['inactive', 'app.customers.status.inactive'],
] as const;

/**
 * All Status / Active / Inactive. A plain select rather than react-admin's SelectInput, whose empty
 * choice is announced as 'Clear value'. All Status sends an empty status, which the provider reads as
 * no filter, so 'suspended' customers only appear there. `source` and `alwaysOn` are read by the
 * filter form that places this input.
 */
const CustomerStatusFilter = (_props: { source: string; alwaysOn: boolean }) => {
    const translate = useTranslate();
    const { filterValues, setFilters, displayedFilters } = useListContext();
    const status = String(filterValues.status ?? '').toLowerCase() || ALL;
    return (
        <TextField
            select
            size="small"
            label={translate('resources.customers.fields.status')}
            value={status}
            onChange={event => {
                const value = event.target.value;
                setFilters(
                    { ...filterValues, status: value === ALL ? '' : value },
                    displayedFilters
                );
            }}
            sx={{ minWidth: 160, mb: '4px' }}
        >
            {STATUS_OPTIONS.map(([value, label]) => (
                <MenuItem key={value} value={value}>
                    {translate(label)}
                </MenuItem>
            ))}
        </TextField>
    );
};

/** A search over loginID, name and email: the provider sends it as `q`. */
const CustomerSearch = (props: { source: string; alwaysOn: boolean }) => {
    const translate = useTranslate();
    return (
        <SearchInput
            {...props}
            placeholder={translate('app.customers.list.search')}
            sx={{ width: { xs: '100%', sm: 300 } }}
        />
    );
};

export const customerFilters = [
    <CustomerStatusFilter key="status" source="status" alwaysOn />,
    <CustomerSearch key="q" source="q" alwaysOn />,
];

export const defaultCustomerFilter = { status: 'active' };
