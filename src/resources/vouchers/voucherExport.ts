import type { Voucher } from '../../../contract';
import { type CsvColumn, csvMoney } from '../../../contract/csv';

// The vouchers list's CSV: the voucher's own fields rather than the screen's sentences ('10% off'), so a
// spreadsheet can sort and sum them. Headed in English like the server's exports (server/exports/columns.ts).
export const voucherColumns: CsvColumn<Voucher>[] = [
    { header: 'ID', value: voucher => voucher.id },
    { header: 'Name', value: voucher => voucher.name },
    { header: 'Code', value: voucher => voucher.code },
    { header: 'Type', value: voucher => voucher.type },
    // MYR for a fixed discount (two decimals), a percentage otherwise.
    {
        header: 'Discount Value',
        value: voucher =>
            voucher.type === 'FIXED' ? csvMoney(voucher.discountValue) : voucher.discountValue,
    },
    { header: 'Discount Item', value: voucher => voucher.discountItemName },
    {
        header: 'Item Original Price (MYR)',
        value: voucher => csvMoney(voucher.discountItemOriginalPrice),
    },
    { header: 'Points Required', value: voucher => voucher.pointsRequired },
    { header: 'Public', value: voucher => voucher.isPublic },
    { header: 'Validity', value: voucher => voucher.validityType },
    { header: 'Valid From', value: voucher => voucher.validityStartDate },
    { header: 'Valid Until', value: voucher => voucher.validityEndDate },
    { header: 'Duration', value: voucher => voucher.validityDuration },
    { header: 'Duration Unit', value: voucher => voucher.validityUnit },
    { header: 'Usage Limit', value: voucher => voucher.usageLimit },
    { header: 'Per Customer Limit', value: voucher => voucher.perCustomerLimit },
    {
        header: 'Minimum Purchase (MYR)',
        value: voucher => csvMoney(voucher.minimumPurchaseAmount),
    },
    { header: 'Status', value: voucher => voucher.status },
];
