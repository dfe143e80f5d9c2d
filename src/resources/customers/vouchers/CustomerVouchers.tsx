import AddIcon from '@mui/icons-material/Add';
import { Button, Card, Stack, type Theme, useMediaQuery } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGetManyReference, useGetOne, useRefresh, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Customer, CustomerVoucher } from '../../../../contract';
import { Allowed } from '../../../components/Allowed';
import { CsvDownloadButton } from '../../../components/CsvDownloadButton';
import { LoadFailed } from '../../../components/LoadFailed';
import { LoadingRows } from '../../../components/LoadingRows';
import { logLoadFailure } from '../../../components/logLoadFailure';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { pathTo } from '../../../lib/screenPaths';
import { useServerPaging } from '../customerExtensions';
import { AssignVoucherDialog } from './AssignVoucherDialog';
import { CustomerVouchersCards } from './CustomerVouchersCards';
import { type CustomerVoucherFilter, CustomerVouchersFilters } from './CustomerVouchersFilters';
import { CustomerVouchersTable } from './CustomerVouchersTable';
import { useCustomerVoucherActions } from './useCustomerVoucherActions';

/** How many copies of each voucher the customer holds, for the per-customer limit. */
const heldByVoucher = (rows: CustomerVoucher[]) => {
    const counts: Record<string, number> = {};
    for (const row of rows) {
        if (row.voucher) counts[row.voucher.id] = (counts[row.voucher.id] ?? 0) + 1;
    }
    return counts;
};

/** The filter as the query sends it: a blank status or search is no filter at all. */
const withoutBlanks = ({ status, q }: CustomerVoucherFilter) => ({
    ...(status && { status }),
    ...(q.trim() && { q: q.trim() }),
});

const CustomerVouchers = () => {
    const translate = useTranslate();
    const { id = '' } = useParams();
    const [assigning, setAssigning] = useState(false);
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    // Only a server that filters gets the filter; the provider's API keeps the spec's inert controls.
    const live = useServerPaging() === true;
    const [filter, setFilter] = useState<CustomerVoucherFilter>({ status: '', q: '' });
    const sent = live ? withoutBlanks(filter) : {};
    const {
        data = [],
        isPending,
        isError,
        refetch,
    } = useGetManyReference<CustomerVoucher>(
        'customerVouchers',
        {
            target: 'customerId',
            id,
            pagination: { page: 1, perPage: 1000 },
            sort: { field: 'redeemedAt', order: 'DESC' },
            filter: sent,
        },
        // Like react-admin's own controllers: fail at once to the empty table rather than retry for seconds.
        // A new filter keeps the rows on screen until its answer comes, rather than flashing the loading rows.
        {
            onError: logLoadFailure('customer vouchers'),
            retry: false,
            placeholderData: keepPreviousData,
        }
    );
    // The URL holds the customer's id as text; assign and remove send the id as the API gave it (a provider
    // with numeric ids refuses "1001" for 1001). The record is usually cached from the details screen; until
    // it arrives, or if it cannot be read, the URL's id is all there is.
    const { data: customer } = useGetOne<Customer>('customers', { id }, { retry: false });
    const refresh = useRefresh();
    // A charge or a refund moves the balance too: read the customer again with the vouchers.
    const actions = useCustomerVoucherActions(customer?.id ?? id, refresh);
    // From the rows shown: a filtered list only happens on our server, whose assign dialog reads the
    // customer's holdings from the server instead (customer-writes).
    const held = useMemo(() => heldByVoucher(data), [data]);

    return (
        <Stack sx={{ pb: 3 }}>
            <ScreenHeading
                title="app.customers.vouchers.title"
                back={{ to: pathTo('customers', 'show', id), label: 'app.customers.vouchers.back' }}
                filters={
                    <CustomerVouchersFilters live={live} filter={filter} onChange={setFilter} />
                }
                actions={
                    <>
                        <CsvDownloadButton
                            path={`/v1/i/customers/${id}/vouchers/export.csv`}
                            query={sent}
                        />
                        <Allowed action="create" resource="customerVouchers">
                            <Button
                                variant="contained"
                                startIcon={<AddIcon />}
                                onClick={() => setAssigning(true)}
                            >
                                {translate('app.customers.vouchers.assign')}
                            </Button>
                        </Allowed>
                    </>
                }
            />
            {isError ? (
                <Card>
                    <LoadFailed what="customer_vouchers" onRetry={() => refetch()} />
                </Card>
            ) : isPending ? (
                <Card>
                    <LoadingRows what="customer_vouchers" />
                </Card>
            ) : isSmall ? (
                <CustomerVouchersCards customerVouchers={data} onRemove={actions.remove} />
            ) : (
                <Card>
                    <CustomerVouchersTable customerVouchers={data} onRemove={actions.remove} />
                </Card>
            )}
            <AssignVoucherDialog
                customerId={customer?.id ?? id}
                open={assigning}
                onClose={() => setAssigning(false)}
                onAssign={actions.assign}
                balance={customer?.rewardPoints}
                held={held}
                suspended={customer?.status === 'suspended'}
            />
        </Stack>
    );
};

export default CustomerVouchers;
