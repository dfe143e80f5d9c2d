import type { Selectable } from 'kysely';
import type { Voucher, VoucherStatus } from '../../contract/index.ts';
import type { VouchersTable } from '../db/schema.ts';
import { imageUrl, isoOrNull, numberOrNull } from '../lib/values.ts';

export type VoucherRow = Omit<Selectable<VouchersTable>, 'createdAt'> & { status: VoucherStatus };

/** A stored voucher as the API answers it (and as its audit entries record it). */
export function toVoucher(row: VoucherRow): Voucher {
    return {
        id: String(row.id),
        name: row.name,
        code: row.code,
        description: row.description,
        status: row.status,
        type: row.type as Voucher['type'],
        discountValue: numberOrNull(row.discountValue),
        discountItemName: row.discountItemName,
        discountItemOriginalPrice: numberOrNull(row.discountItemOriginalPrice),
        isPublic: row.isPublic,
        canBeWhitelisted: row.canBeWhitelisted,
        pointsRequired: row.pointsRequired,
        validityType: row.validityType as Voucher['validityType'],
        validityStartDate: isoOrNull(row.validityStartDate),
        validityEndDate: isoOrNull(row.validityEndDate),
        validityDuration: row.validityDuration,
        validityUnit: row.validityUnit as Voucher['validityUnit'],
        usageLimit: row.usageLimit,
        perCustomerLimit: row.perCustomerLimit,
        minimumPurchaseAmount: numberOrNull(row.minimumPurchaseAmount),
        termsAndConditions: row.termsAndConditions,
        imageURL: imageUrl(row.imageName),
    };
}
