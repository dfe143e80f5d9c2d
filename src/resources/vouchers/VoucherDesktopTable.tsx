import { DataTable, useTranslate } from 'react-admin';
import type { Voucher } from '../../../contract';
import { createdRowSx, useCreatedId } from '../../components/createdRecord';
import { ListColumn } from '../../components/ListColumn';
import { ViewDetailsButton } from '../../components/ViewDetailsButton';
import { pathTo } from '../../lib/screenPaths';
import { EmptyVouchers } from './EmptyVouchers';
import { StatusChip } from './StatusChip';
import { formatDiscount, formatPoints, formatValidity, formatVisibility } from './voucherDisplay';

const Column = ListColumn<Voucher>;

export const VoucherDesktopTable = () => {
    const translate = useTranslate();
    const createdId = useCreatedId();
    return (
        <DataTable<Voucher>
            rowClick={false}
            bulkActionButtons={false}
            rowSx={record => (record.id === createdId ? createdRowSx : {})}
            empty={<EmptyVouchers />}
        >
            <Column source="name" />
            <Column
                source="type"
                render={voucher => translate(`app.vouchers.type.${voucher.type}`)}
            />
            <Column
                label="resources.vouchers.fields.discount"
                disableSort
                render={voucher => formatDiscount(voucher, translate)}
            />
            <Column source="validityType" render={voucher => formatValidity(voucher, translate)} />
            <Column
                label="resources.vouchers.fields.visibility"
                source="isPublic"
                render={voucher => formatVisibility(voucher, translate)}
            />
            <Column
                label="resources.vouchers.fields.redeemPoints"
                source="pointsRequired"
                render={voucher => formatPoints(voucher.pointsRequired, translate)}
            />
            <Column source="status" render={voucher => <StatusChip status={voucher.status} />} />
            <Column
                label="resources.vouchers.fields.actions"
                disableSort
                render={voucher => (
                    <ViewDetailsButton
                        to={pathTo('vouchers', 'edit', voucher.id)}
                        label="app.vouchers.list.view_details"
                    />
                )}
            />
        </DataTable>
    );
};
