import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { voucherSchema } from './voucher.ts';

/** A voucher assigned to a customer (GET /v1/i/customers/{id}/vouchers, spec §3). */
export const customerVoucherSchema = z.strictObject({
    id: z.string(),
    voucher: voucherSchema,
    redeemedAt: isoDateTime.nullable(),
    usedAt: isoDateTime.nullable(),
    startAt: isoDateTime.nullable(),
    expireAt: isoDateTime.nullable(),
    isActive: z.boolean(),
});

export type CustomerVoucher = z.infer<typeof customerVoucherSchema>;

// ---- Extensions `customer-writes` and `points-ledger` ----

/**
 * POST /v1/i/vouchers/{voucherId}/users/assign. `chargePoints` (points-ledger): take the voucher's
 * `pointsRequired` from each customer, one ledger entry each, in the same transaction as the assign (all or
 * nothing); absent or false is the spec's behaviour, no charge.
 */
export interface AssignRequest {
    users: string[];
    chargePoints?: boolean;
}

/**
 * A voucher as the assign dialog offers it to one customer (GET /v1/i/customers/{id}/assignable-vouchers,
 * extension customer-writes): `copiesLeft` null means unlimited, `held` is how many this customer already
 * holds, and `reason` is the server's own refusal message when `assignable` is false ('This voucher has
 * expired', ...), in English, with its code and params beside it. Points are not part of `assignable`: the console compares `pointsRequired` with the balance.
 */
export const assignableVoucherSchema = z.strictObject({
    voucher: voucherSchema,
    issuedCount: z.number().int(),
    copiesLeft: z.number().int().nullable(),
    held: z.number().int(),
    assignable: z.boolean(),
    reason: z.string().nullable(),
    /** `reason` named for a client to translate (server/plugins/errorCodes.ts): null when assignable. */
    reasonCode: z.string().nullable().optional(),
    reasonParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const assignableVoucherListSchema = z.strictObject({
    vouchers: z.array(assignableVoucherSchema),
    total: z.number().int(),
});

export type AssignableVoucher = z.infer<typeof assignableVoucherSchema>;
export type AssignableVoucherList = z.infer<typeof assignableVoucherListSchema>;
