import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount } from '../../../lib/format';
import type { AssignOption } from './assignability';

/** A limit the answer gave: a number. Spec §7 may leave the field out, and blank means unlimited (§5). */
const given = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * One line of the assign dialog's picker: status, points cost, copies left and the per-customer limit. A fact
 * whose field the answer left out (spec §7 allows it) is not shown; an absent usage limit reads unlimited.
 */
export const AssignVoucherOption = ({ option }: { option: AssignOption }) => {
    const translate = useTranslate();
    const { voucher, copiesLeft, reason } = option;
    const limit = voucher.usageLimit;
    const copies =
        copiesLeft === null || !given(limit)
            ? translate('app.customers.assign.unlimited')
            : copiesLeft === undefined
              ? translate('app.customers.assign.copies_limit', { limit: formatCount(limit) })
              : translate('app.customers.assign.copies_left', {
                    left: formatCount(copiesLeft),
                    limit: formatCount(limit),
                });
    const facts = [
        voucher.status && translate(`app.customers.assign.status_${voucher.status}`),
        given(voucher.pointsRequired) &&
            (voucher.pointsRequired > 0
                ? translate('app.customers.assign.points_cost', {
                      points: formatCount(voucher.pointsRequired),
                  })
                : translate('app.customers.assign.free')),
        copies,
        given(voucher.perCustomerLimit) &&
            translate('app.customers.assign.per_customer', {
                limit: formatCount(voucher.perCustomerLimit),
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
