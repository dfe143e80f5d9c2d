import { Typography } from '@mui/material';
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import type { CustomerVoucher } from '../../../../contract';
import { scrollingTableSx } from '../../../components/scrollingTable';
import { formatTimestamp } from '../../../lib/format';
import { formatDiscount } from '../../vouchers/voucherDisplay';
import { CustomerVoucherStatusBadge } from './CustomerVoucherStatusBadge';
import { RemoveCustomerVoucherButton } from './RemoveCustomerVoucherButton';

interface CustomerVoucherTableProps {
    customerVouchers: CustomerVoucher[];
    onRemove: (customerVoucherId: string) => Promise<boolean>;
}

export const NoCustomerVouchers = () => {
    const translate = useTranslate();
    return (
        <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            {translate('app.customers.vouchers.empty')}
        </Typography>
    );
};

const Column = DataTable.Col<CustomerVoucher>;

export const TIMESTAMPS = ['redeemedAt', 'usedAt', 'startAt', 'expireAt'] as const;

const field = (name: string) => `resources.customerVouchers.fields.${name}`;

export const CustomerVouchersTable = ({
    customerVouchers,
    onRemove,
}: CustomerVoucherTableProps) => {
    const translate = useTranslate();
    const list = useList<CustomerVoucher>({ data: customerVouchers, perPage: 1000 });
    return (
        <ListContextProvider value={list}>
            <DataTable<CustomerVoucher>
                rowClick={false}
                bulkActionButtons={false}
                empty={<NoCustomerVouchers />}
                sx={scrollingTableSx}
            >
                <Column
                    label={field('name')}
                    disableSort
                    render={record => record.voucher?.name ?? '-'}
                />
                <Column
                    label={field('description')}
                    disableSort
                    render={record => record.voucher?.description || '-'}
                />
                <Column
                    label={field('perk')}
                    disableSort
                    // A product's perk names the item and its worth: it wraps, amounts stay whole.
                    sx={{ minWidth: 120 }}
                    render={record =>
                        record.voucher ? formatDiscount(record.voucher, translate) : '-'
                    }
                />
                {TIMESTAMPS.map(source => (
                    <Column
                        key={source}
                        source={source}
                        label={field(source)}
                        disableSort
                        sx={{ whiteSpace: 'nowrap' }}
                        render={record => formatTimestamp(record[source])}
                    />
                ))}
                <Column
                    label={field('status')}
                    disableSort
                    render={record => <CustomerVoucherStatusBadge customerVoucher={record} />}
                />
                <Column
                    label={field('actions')}
                    disableSort
                    render={record => (
                        <RemoveCustomerVoucherButton customerVoucher={record} onRemove={onRemove} />
                    )}
                />
            </DataTable>
        </ListContextProvider>
    );
};
