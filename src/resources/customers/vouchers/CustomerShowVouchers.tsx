import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Customer, CustomerVoucher } from '../../../../contract';
import { EmptyText, SectionCard } from '../../../components/SectionCard';
import { formatTimestamp } from '../../../lib/format';
import { pathTo } from '../../../lib/screenPaths';
import { CustomerVoucherStatusBadge } from './CustomerVoucherStatusBadge';

const VoucherCard = ({ customerVoucher }: { customerVoucher: CustomerVoucher }) => {
    const translate = useTranslate();
    return (
        <Card variant="outlined" component="article" sx={{ height: '100%' }}>
            <CardContent>
                <Stack
                    direction="row"
                    sx={{
                        justifyContent: 'space-between',
                        alignItems: 'flex-start',
                        gap: 1,
                        mb: 1,
                    }}
                >
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                        {customerVoucher.voucher?.name ?? '-'}
                    </Typography>
                    <CustomerVoucherStatusBadge customerVoucher={customerVoucher} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                    {translate('app.customers.show.issued', {
                        date: formatTimestamp(customerVoucher.redeemedAt),
                    })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('app.customers.show.due', {
                        date: formatTimestamp(customerVoucher.expireAt),
                    })}
                </Typography>
            </CardContent>
        </Card>
    );
};

export const CustomerShowVouchers = ({ customer }: { customer: Customer }) => {
    const vouchers = customer.vouchers ?? [];
    return (
        <SectionCard
            title="app.customers.show.vouchers"
            link={{
                to: pathTo('customers', 'vouchers', customer.id),
                label: 'app.customers.show.manage_vouchers',
            }}
        >
            {vouchers.length === 0 ? (
                <EmptyText message="app.customers.show.no_vouchers" />
            ) : (
                <Stack
                    sx={{
                        display: 'grid',
                        gap: 2,
                        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                    }}
                >
                    {vouchers.map(customerVoucher => (
                        <VoucherCard key={customerVoucher.id} customerVoucher={customerVoucher} />
                    ))}
                </Stack>
            )}
        </SectionCard>
    );
};
