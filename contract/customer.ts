import { z } from 'zod';
import { isoDateTime, money } from './common.ts';
import { customerVoucherSchema } from './customerVoucher.ts';

export const customerStatuses = ['active', 'inactive', 'suspended'] as const;
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
