import { Box, Stack } from '@mui/material';
import { Loading, ShowBase, useShowContext } from 'react-admin';
import type { Customer } from '../../../../contract';
import { HistoryPanel } from '../../../components/HistoryPanel';
import { logLoadFailure } from '../../../components/logLoadFailure';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { pathTo } from '../../../lib/screenPaths';
import { CustomerMessagesCard } from '../../notifications/CustomerMessagesCard';
import { CustomerShowPoints } from '../ledger/CustomerShowPoints';
import { CustomerShowTransactions } from '../ledger/CustomerShowTransactions';
import { CustomerShowVouchers } from '../vouchers/CustomerShowVouchers';
import { CustomerShowProfile } from './CustomerShowProfile';
import { NotFoundCard } from './NotFoundCard';
import { PersonalDataHint } from './PersonalDataHint';

const CustomerDetails = () => {
    const { record, isPending } = useShowContext<Customer>();
    if (isPending) {
        return <Loading />;
    }
    if (!record) {
        return (
            <NotFoundCard
                title="app.customers.show.not_found"
                hint="app.customers.show.not_found_hint"
            />
        );
    }
    return (
        <Stack sx={{ gap: 2, pb: 3 }}>
            <PersonalDataHint />
            <CustomerShowProfile customer={record} />
            <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
            >
                <CustomerShowPoints customer={record} />
                <CustomerShowTransactions customer={record} />
            </Box>
            <CustomerShowVouchers customer={record} />
            <CustomerMessagesCard customer={record} />
            <HistoryPanel entityType="customer" entityId={record.id} />
        </Stack>
    );
};

const CustomerShow = () => (
    <ShowBase resource="customers" queryOptions={{ onError: logLoadFailure('customer details') }}>
        <Stack>
            <ScreenHeading
                title="app.customers.show.title"
                back={{ to: pathTo('customers'), label: 'app.customers.show.back' }}
            />
            <CustomerDetails />
        </Stack>
    </ShowBase>
);

export default CustomerShow;
