import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CustomerVoucher } from '../../../../contract';
import { formatTimestamp } from '../../../lib/format';
import { formatDiscount } from '../../vouchers/voucherDisplay';
import { CustomerVoucherStatusBadge } from './CustomerVoucherStatusBadge';
import { NoCustomerVouchers, TIMESTAMPS } from './CustomerVouchersTable';
import { RemoveCustomerVoucherButton } from './RemoveCustomerVoucherButton';

interface CustomerVoucherCardsProps {
    customerVouchers: CustomerVoucher[];
    onRemove: (customerVoucherId: string) => Promise<boolean>;
}

const Line = ({ label, value }: { label: string; value: string }) => {
    const translate = useTranslate();
    return (
        <>
            <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`resources.customerVouchers.fields.${label}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
            </Typography>
        </>
    );
};

/** The phone layout of the customer vouchers table: one card a voucher, the same fields. */
export const CustomerVouchersCards = ({
    customerVouchers,
    onRemove,
}: CustomerVoucherCardsProps) => {
    const translate = useTranslate();
    if (customerVouchers.length === 0) return <NoCustomerVouchers />;
    return (
        <Stack sx={{ gap: 1.5 }}>
            {customerVouchers.map(customerVoucher => (
                <Card key={customerVoucher.id} component="article" variant="outlined">
                    <CardContent sx={{ pb: 0 }}>
                        <Stack
                            direction="row"
                            sx={{ justifyContent: 'space-between', gap: 1, mb: 1 }}
                        >
                            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                                {customerVoucher.voucher?.name ?? '-'}
                            </Typography>
                            <CustomerVoucherStatusBadge customerVoucher={customerVoucher} />
                        </Stack>
                        {customerVoucher.voucher?.description && (
                            <Typography variant="body2" sx={{ mb: 1 }}>
                                {customerVoucher.voucher.description}
                            </Typography>
                        )}
                        <Box
                            component="dl"
                            sx={{
                                display: 'grid',
                                gridTemplateColumns: 'auto 1fr',
                                columnGap: 2,
                                rowGap: 0.5,
                                m: 0,
                            }}
                        >
                            <Line
                                label="perk"
                                value={
                                    customerVoucher.voucher
                                        ? formatDiscount(customerVoucher.voucher, translate)
                                        : '-'
                                }
                            />
                            {TIMESTAMPS.map(source => (
                                <Line
                                    key={source}
                                    label={source}
                                    value={formatTimestamp(customerVoucher[source])}
                                />
                            ))}
                        </Box>
                    </CardContent>
                    <CardActions sx={{ justifyContent: 'flex-end' }}>
                        <RemoveCustomerVoucherButton
                            customerVoucher={customerVoucher}
                            onRemove={onRemove}
                        />
                    </CardActions>
                </Card>
            ))}
        </Stack>
    );
};
