import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount } from '../../format';
import type { AssignOption } from './assignability';

/** One line of the assign dialog's picker: status, points cost, copies left and the per-customer limit. */
export const VoucherOption = ({ option }: { option: AssignOption }) => {
    const translate = useTranslate();
    const { voucher, copiesLeft, reason } = option;
    const facts = [
        translate(`app.customers.assign.status_${voucher.status}`),
        voucher.pointsRequired > 0
            ? translate('app.customers.assign.points_cost', {
                  points: formatCount(voucher.pointsRequired),
              })
            : translate('app.customers.assign.free'),
        copiesLeft === null
            ? translate('app.customers.assign.unlimited')
            : copiesLeft === undefined
              ? translate('app.customers.assign.copies_limit', {
                    limit: formatCount(voucher.usageLimit ?? 0),
                })
              : translate('app.customers.assign.copies_left', {
                    left: formatCount(copiesLeft),
                    limit: formatCount(voucher.usageLimit ?? 0),
                }),
        voucher.perCustomerLimit === null
            ? null
            : translate('app.customers.assign.per_customer', {
                  limit: voucher.perCustomerLimit,
              }),
    ].filter(Boolean);
    return (
        <Stack sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {voucher.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
                {facts.join(' · ')}
            </Typography>
            {reason && (
                <Box component="span" sx={{ typography: 'caption', color: 'error.main' }}>
                    {reason}
                </Box>
            )}
        </Stack>
    );
};
