import { SearchInput, SelectInput } from 'react-admin';

// '' means every status (the provider treats an empty status as no filter), so 'suspended' customers
// only appear under All Status.
const statusChoices = [
    { id: 'active', name: 'app.customers.status.active' },
    { id: 'inactive', name: 'app.customers.status.inactive' },
];

export const customerFilters = [
    <SelectInput
        key="status"
        source="status"
        label="resources.customers.fields.status"
        choices={statusChoices}
        emptyText="app.customers.list.all_status"
        emptyValue=""
        alwaysOn
    />,
    <SearchInput key="q" source="q" placeholder="app.customers.list.search" alwaysOn />,
];

export const defaultCustomerFilter = { status: 'active' };
