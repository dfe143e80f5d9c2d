import AddIcon from '@mui/icons-material/Add';
import { Button, Card, Stack, type Theme, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { CanAccess, useGetManyReference, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CustomerVoucher } from '../../../contract';
import { logLoadFailure } from '../../components/logLoadFailure';
import { ScreenHeading } from '../../components/ScreenHeading';
import { pathTo } from '../routes';
import { AssignVoucherDialog } from './AssignVoucherDialog';
import { CustomerVoucherCards } from './CustomerVoucherCards';
import { CustomerVoucherFilters } from './CustomerVoucherFilters';
import { CustomerVoucherTable } from './CustomerVoucherTable';
import { useCustomerVoucherActions } from './useCustomerVoucherActions';

const CustomerVouchers = () => {
    const translate = useTranslate();
    const { id = '' } = useParams();
    const [assigning, setAssigning] = useState(false);
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    const {
        data = [],
        isPending,
        refetch,
    } = useGetManyReference<CustomerVoucher>(
        'customerVouchers',
        {
            target: 'customerId',
            id,
            pagination: { page: 1, perPage: 1000 },
            sort: { field: 'redeemedAt', order: 'DESC' },
            filter: {},
        },
        // Like react-admin's own controllers: fail at once to the empty table rather than retry for seconds.
        { onError: logLoadFailure('customer vouchers'), retry: false }
    );
    // The URL holds the customer's id as text; assign and remove send the id as the API gave it (a provider
    // with numeric ids refuses "1001" for 1001). The record is usually cached from the details screen; until
    // it arrives, or if it cannot be read, the URL's id is all there is.
    const { data: customer } = useGetOne('customers', { id }, { retry: false });
    const actions = useCustomerVoucherActions(customer?.id ?? id, () => refetch());

    return (
        <Stack sx={{ pb: 3 }}>
            <ScreenHeading
                title="app.customers.vouchers.title"
                back={{ to: pathTo('customers', 'show', id), label: 'app.customers.vouchers.back' }}
                actions={
                    <CanAccess action="create" resource="customerVouchers">
                        <Button
                            variant="contained"
                            startIcon={<AddIcon />}
                            onClick={() => setAssigning(true)}
                        >
                            {translate('app.customers.vouchers.assign')}
                        </Button>
                    </CanAccess>
                }
            />
            <CustomerVoucherFilters />
            {isSmall && !isPending ? (
                <CustomerVoucherCards customerVouchers={data} onRemove={actions.remove} />
            ) : (
                <Card>
                    <CustomerVoucherTable
                        customerVouchers={data}
                        isPending={isPending}
                        onRemove={actions.remove}
                    />
                </Card>
            )}
            <AssignVoucherDialog
                open={assigning}
                onClose={() => setAssigning(false)}
                onAssign={actions.assign}
            />
        </Stack>
    );
};

export default CustomerVouchers;
