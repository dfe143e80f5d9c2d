import { vi } from 'vitest';
import type { Voucher } from '../../../contract';
import { voucher } from '../customers/customersFixtures';

export const sampleVouchers: Voucher[] = [
    voucher({
        id: 'v1',
        name: 'Ten percent',
        type: 'PERCENTAGE',
        discountValue: 10,
        validityType: 'DATE_RANGE',
        validityStartDate: '2026-12-01T00:00:00',
        validityEndDate: null,
        pointsRequired: 0,
    }),
    voucher({
        id: 'v2',
        name: 'Five ringgit',
        type: 'FIXED',
        discountValue: 5,
        status: 'expired',
        isPublic: false,
        validityType: 'DURATION',
        validityDuration: 7,
        validityUnit: 'days',
        pointsRequired: 150,
    }),
    voucher({
        id: 'v3',
        name: 'Free latte',
        type: 'PRODUCT',
        discountValue: null,
        discountItemName: 'Latte',
        discountItemOriginalPrice: 12,
        status: 'inactive',
        pointsRequired: 40,
    }),
];

/** Filters on status like the real provider does against the server's plain array. */
export const listProvider = (vouchers: Voucher[] = sampleVouchers) => ({
    getList: vi.fn(async (_resource: string, params: { filter?: { status?: string } }) => {
        const status = params.filter?.status;
        const data = status ? vouchers.filter(item => item.status === status) : vouchers;
        return { data, total: data.length };
    }),
});
