import type { RaRecord } from 'react-admin';
import { StatusFilterInput } from '../../components/StatusFilterInput';

const statuses = ['active', 'inactive', 'expired'];

// Filtering is on the client (spec §2): the provider filters the plain array the server answers.
export const voucherFilters = [
    <StatusFilterInput
        key="status"
        source="status"
        alwaysOn
        label="resources.vouchers.fields.status"
        allLabel="app.vouchers.status.all"
        choices={statuses.map(status => ({ id: status, name: `app.vouchers.status.${status}` }))}
    />,
];

/** The filter that lists a voucher just created: its own status (useOpenListOnCreated). */
export const filterShowing = (voucher: RaRecord) =>
    statuses.includes(voucher.status) ? { status: voucher.status } : undefined;
