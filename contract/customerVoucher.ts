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
