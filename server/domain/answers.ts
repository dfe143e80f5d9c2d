import { z } from 'zod';
import type {
    Advertisement,
    Customer,
    CustomerProfile,
    CustomerSummary,
    CustomerVoucher,
    Voucher,
} from '../../src/types.ts';

// The answers' shapes, checked against the shared types of src/types.ts at compile time and against every
// answer in the server tests.
const iso = z.iso.datetime();
const money = z.number();

export const voucherAnswer = z.strictObject({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    description: z.string().nullable(),
    status: z.enum(['active', 'inactive', 'expired']),
    type: z.enum(['PERCENTAGE', 'FIXED', 'PRODUCT']),
    discountValue: money.nullable(),
    discountItemName: z.string().nullable(),
    discountItemOriginalPrice: money.nullable(),
    isPublic: z.boolean(),
    canBeWhitelisted: z.boolean(),
    pointsRequired: z.number().int(),
    validityType: z.enum(['UNLIMITED', 'DATE_RANGE', 'DURATION']),
    validityStartDate: iso.nullable(),
    validityEndDate: iso.nullable(),
    validityDuration: z.number().int().nullable(),
    validityUnit: z.enum(['hours', 'days', 'months']).nullable(),
    usageLimit: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    minimumPurchaseAmount: money.nullable(),
    termsAndConditions: z.string().nullable(),
    imageURL: z.string().nullable(),
}) satisfies z.ZodType<Voucher>;

export const advertisementAnswer = z.strictObject({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    deeplink: z.string().nullable(),
    startDateTime: iso,
    endDateTime: iso.nullable(),
    isActive: z.boolean(),
    imageURL: z.string().nullable(),
    status: z.enum(['active', 'expired', 'in draft']),
}) satisfies z.ZodType<Advertisement>;

const customerStatus = z.enum(['active', 'inactive', 'suspended']);

export const customerSummaryAnswer = z.strictObject({
    id: z.string(),
    loginID: z.string(),
    name: z.string(),
    email: z.string(),
    status: customerStatus,
    rewardPoints: z.number().int(),
    registeredAt: iso,
}) satisfies z.ZodType<CustomerSummary>;

export const customerVoucherAnswer = z.strictObject({
    id: z.string(),
    voucher: voucherAnswer,
    redeemedAt: iso.nullable(),
    usedAt: iso.nullable(),
    startAt: iso.nullable(),
    expireAt: iso.nullable(),
    isActive: z.boolean(),
}) satisfies z.ZodType<CustomerVoucher>;

export const customerAnswer = customerSummaryAnswer.extend({
    rewardPointsTrails: z.array(
        z.strictObject({
            id: z.string(),
            reason: z.string(),
            pointsChange: z.number().int(),
            createdAt: iso,
        })
    ),
    transactionHistory: z.array(
        z.strictObject({
            id: z.string(),
            branchCode: z.string().nullable(),
            date: iso,
            currency: z.string(),
            netTotalAmount: money,
        })
    ),
    vouchers: z.array(customerVoucherAnswer),
}) satisfies z.ZodType<Customer>;

export const customerProfileAnswer = z.strictObject({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
    pointBalance: z.number().int(),
    status: customerStatus,
}) satisfies z.ZodType<CustomerProfile>;

export const total = z.number().int().nonnegative().optional();
export const done = z.strictObject({ message: z.string() });
