import { z } from 'zod';
import { isoDateTime, money } from './common.ts';
import { customerVoucherSchema } from './customerVoucher.ts';

export const customerStatuses = ['active', 'inactive', 'suspended'] as const;

/**
 * The profile fields that are a customer's personal data: masked in answers to staff without
 * `customers:personal`, and refused in their edits. The login ID and the country stay visible.
 */
export const personalProfileFields = [
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'address',
    'city',
    'state',
] as const;
const customerStatus = z.enum(customerStatuses);

/** A row of GET /v1/i/customers. */
export const customerSummarySchema = z.strictObject({
    id: z.string(),
    loginID: z.string(),
    name: z.string(),
    email: z.string(),
    status: customerStatus,
    rewardPoints: z.number().int(),
    registeredAt: isoDateTime,
});

export const rewardPointsTrailSchema = z.strictObject({
    id: z.string(),
    reason: z.string(),
    pointsChange: z.number().int(),
    createdAt: isoDateTime,
});

export const transactionSchema = z.strictObject({
    id: z.string(),
    branchCode: z.string().nullable(),
    date: isoDateTime,
    currency: z.string(),
    netTotalAmount: money,
});

/** GET /v1/i/customers/{id}: the details screen's reading of a customer. */
export const customerSchema = customerSummarySchema.extend({
    rewardPointsTrails: z.array(rewardPointsTrailSchema),
    transactionHistory: z.array(transactionSchema),
    vouchers: z.array(customerVoucherSchema),
});

/** GET /v1/i/customer/{id} (singular): the edit screen's reading of a customer. */
export const customerProfileSchema = z.strictObject({
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
});

export type CustomerStatus = z.infer<typeof customerStatus>;
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export type RewardPointsTrail = z.infer<typeof rewardPointsTrailSchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

// ---- Extension `customer-writes` ----

/**
 * PATCH /v1/i/customer/{id}: the edit screen's fields (spec §3). An absent field keeps its value; an empty
 * address, city, state or country clears it. First name, last name, email and phone may not be empty (spec §5),
 * the email must look like one and be unused by another customer (409), the phone must be E.164
 * (+60123456789) or Malaysian (012-345 6789, 03-1234 5678). The answer is `{"customer": CustomerProfile}`.
 */
export const customerUpdateSchema = z.strictObject({
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
    email: z.string().max(254).optional(),
    phoneNumber: z.string().max(40).optional(),
    address: z.string().max(300).nullable().optional(),
    city: z.string().max(100).nullable().optional(),
    state: z.string().max(100).nullable().optional(),
    country: z.string().max(100).nullable().optional(),
    status: customerStatus.optional(),
});

/** The text every personal field of an anonymised customer holds (DELETE /v1/i/customer/{id}). */
export const ANONYMISED_PLACEHOLDER = 'Anonymised';

export type CustomerUpdate = z.input<typeof customerUpdateSchema>;
