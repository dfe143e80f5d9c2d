import { StatusFilterInput } from '../../components/StatusFilterInput';

// Filtering is on the client (spec §2): the provider filters the plain array the server answers.
export const voucherFilters = [
    <StatusFilterInput
        key="status"
        source="status"
        alwaysOn
        label="resources.vouchers.fields.status"
        allLabel="app.vouchers.status.all"
        choices={[
            { id: 'active', name: 'app.vouchers.status.active' },
            { id: 'inactive', name: 'app.vouchers.status.inactive' },
            { id: 'expired', name: 'app.vouchers.status.expired' },
        ]}
    />,
];
