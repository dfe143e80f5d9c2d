import { SearchInput, useTranslate } from 'react-admin';
import { StatusFilterInput } from '../../components/StatusFilterInput';

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

const statusChoices = [
    { id: 'active', name: 'app.customers.status.active' },
    { id: 'inactive', name: 'app.customers.status.inactive' },
];
const withSuspended = [
    ...statusChoices,
    { id: 'suspended', name: 'app.customers.status.suspended' },
];

/**
 * Spec §2 filters on Active and Inactive; with customer-writes a customer can be suspended, so the filter
 * offers it too. All Status sends an empty status: every customer, suspended ones included.
 */
export const customerFilters = (suspended: boolean) => [
    <StatusFilterInput
        key="status"
        source="status"
        alwaysOn
        label="resources.customers.fields.status"
        allLabel="app.customers.list.all_status"
        choices={suspended ? withSuspended : statusChoices}
    />,
    <CustomerSearch key="q" source="q" alwaysOn />,
];
