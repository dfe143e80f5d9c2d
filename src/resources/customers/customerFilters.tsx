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

// All Status sends an empty status, so 'suspended' customers only appear there.
export const customerFilters = [
    <StatusFilterInput
        key="status"
        source="status"
        alwaysOn
        label="resources.customers.fields.status"
        allLabel="app.customers.list.all_status"
        choices={[
            { id: 'active', name: 'app.customers.status.active' },
            { id: 'inactive', name: 'app.customers.status.inactive' },
        ]}
    />,
    <CustomerSearch key="q" source="q" alwaysOn />,
];

export const defaultCustomerFilter = { status: 'active' };
