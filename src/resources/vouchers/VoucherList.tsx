import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { List, useNotify } from 'react-admin';
import { ListHeading } from '../../components/ListHeading';
import { StatusFilterInput } from '../../components/StatusFilterInput';
import { VoucherDesktopTable } from './VoucherDesktopTable';
import { VoucherMobileTable } from './VoucherMobileTable';

// Filtering is on the client (spec §2): the provider filters the plain array the server answers.
const voucherFilters = [
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

const VoucherList = () => {
    const notify = useNotify();
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <>
            <ListHeading
                resource="vouchers"
                title="app.vouchers.list.title"
                createLabel="app.vouchers.list.create"
            />
            <List
                resource="vouchers"
                title={false}
                filters={voucherFilters}
                filterDefaultValues={{ status: 'active' }}
                perPage={25}
                actions={false}
                empty={false}
                queryOptions={{
                    onError: () => notify('app.vouchers.list.load_failed', { type: 'error' }),
                }}
            >
                {isSmall ? <VoucherMobileTable /> : <VoucherDesktopTable />}
            </List>
        </>
    );
};

export default VoucherList;
