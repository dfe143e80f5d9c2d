import TableCell from '@mui/material/TableCell';
import { useTranslate } from 'react-admin';
import type { Voucher } from '../../../contract';
import { createdRowSx, useCreatedId } from '../../components/createdRecord';
import { ExpandableRow } from '../../components/ExpandableRow';
import { ViewDetailsButton } from '../../components/ViewDetailsButton';
import { formatDate } from '../../lib/format';
import { pathTo } from '../../lib/screenPaths';
import { StatusChip } from './StatusChip';
import { formatDiscount, formatPoints } from './voucherDisplay';

export const VoucherMobileRow = ({ voucher }: { voucher: Voucher }) => {
    const translate = useTranslate();
    const createdId = useCreatedId();
    const field = (name: string) => translate(`resources.vouchers.fields.${name}`);
    return (
        <ExpandableRow
            rowSx={voucher.id === createdId ? createdRowSx : undefined}
            detailsId={`voucher-${voucher.id}-details`}
            showLabel={translate('app.vouchers.list.show_details', { name: voucher.name })}
            hideLabel={translate('app.vouchers.list.hide_details', { name: voucher.name })}
            details={[
                [field('validityStartDate'), formatDate(voucher.validityStartDate)],
                [field('validityEndDate'), formatDate(voucher.validityEndDate)],
                [field('discountValue'), formatDiscount(voucher, translate)],
                [field('redeemPoints'), formatPoints(voucher.pointsRequired, translate)],
            ]}
        >
            <TableCell>{voucher.name}</TableCell>
            <TableCell>
                <StatusChip status={voucher.status} />
            </TableCell>
            <TableCell>
                <ViewDetailsButton
                    to={pathTo('vouchers', 'edit', voucher.id)}
                    label="app.vouchers.list.view_details"
                />
            </TableCell>
        </ExpandableRow>
    );
};
