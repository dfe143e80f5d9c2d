import { z } from 'zod';
import { isoDateTime, money } from './common.ts';

export const voucherStatuses = ['active', 'inactive', 'expired'] as const;
export const voucherTypes = ['PERCENTAGE', 'FIXED', 'PRODUCT'] as const;
export const validityTypes = ['UNLIMITED', 'DATE_RANGE', 'DURATION'] as const;
export const validityUnits = ['hours', 'days', 'months'] as const;

/** A voucher as GET /v1/i/vouchers and /v1/i/vouchers/{id} answer it (spec §3). */
export const voucherSchema = z.strictObject({
    id: z.string(),
    name: z.string(),
    /** POS code: the voucher's code in the external point-of-sale system. */
    code: z.string(),
    description: z.string().nullable(),
    status: z.enum(voucherStatuses),
    type: z.enum(voucherTypes),
    discountValue: money.nullable(),
    discountItemName: z.string().nullable(),
    discountItemOriginalPrice: money.nullable(),
    isPublic: z.boolean(),
    canBeWhitelisted: z.boolean(),
    pointsRequired: z.number().int(),
    validityType: z.enum(validityTypes),
    validityStartDate: isoDateTime.nullable(),
    validityEndDate: isoDateTime.nullable(),
    validityDuration: z.number().int().nullable(),
    validityUnit: z.enum(validityUnits).nullable(),
    usageLimit: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    minimumPurchaseAmount: money.nullable(),
    termsAndConditions: z.string().nullable(),
    imageURL: z.string().nullable(),
});

export type Voucher = z.infer<typeof voucherSchema>;
export type VoucherStatus = Voucher['status'];
export type VoucherType = Voucher['type'];
export type ValidityType = Voucher['validityType'];
export type ValidityUnit = NonNullable<Voucher['validityUnit']>;
