import { z } from 'zod';
import { isoDateTime } from './common.ts';

// Extension `points-ledger`. A customer's balance is the sum of their entries, always: the database
// keeps it so, and no route writes a balance directly.

/**
 * Where an entry comes from: `system` (purchases, bonuses and expiries from the programme, and the opening
 * balance carried over when the ledger was introduced), `adjustment` (a staff member's manual correction),
 * `reversal` (undoes one earlier entry), `charge` (points paid for an assigned voucher), `refund` (gives a
 * charge back when its unused voucher is removed).
 */
export const pointsEntryKinds = ['system', 'adjustment', 'reversal', 'charge', 'refund'] as const;

/** One ledger entry, as GET /v1/i/customers/{id}/points lists it (newest first). */
export const pointsEntrySchema = z.strictObject({
    id: z.string(),
    kind: z.enum(pointsEntryKinds),
    reason: z.string(),
    /**
     * A reason the system wrote ('voucher_assigned', 'voucher_refunded', 'opening_balance') with its params, for
     * a client to translate; null for one a staff member typed. `reason` holds the English either way.
     */
    reasonCode: z.string().nullable().optional(),
    reasonParams: z.record(z.string(), z.string()).optional(),
    pointsChange: z.number().int(),
    createdAt: isoDateTime,
    /** The staff member who made it; null for entries from the programme itself. */
    staff: z.strictObject({ id: z.string(), username: z.string() }).nullable(),
    /** The entry this one reverses or refunds. */
    reverses: z.string().nullable(),
    /** The entry that reversed or refunded this one; an entry is reversed at most once. */
    reversedBy: z.string().nullable(),
    /** The customer voucher a charge or refund belongs to (it may since have been removed). */
    customerVoucherId: z.string().nullable(),
});

/** POST /v1/i/customers/{id}/points: a manual adjustment. A deduction below zero is 409 'Insufficient points'. */
export const pointsAdjustmentSchema = z.strictObject({
    pointsChange: z
        .number()
        .int('Points must be a whole number')
        .min(-1_000_000)
        .max(1_000_000)
        .refine(value => value !== 0, 'Points must not be 0'),
    reason: z.string().trim().min(1, 'Please enter a reason').max(200, 'At most 200 characters'),
});

/** POST /v1/i/customers/{id}/points/{entryId}/reverse. */
export const pointsReversalSchema = z.strictObject({
    reason: z.string().trim().min(1, 'Please enter a reason').max(200, 'At most 200 characters'),
});

/** The answer of an adjustment or a reversal (201): the new entry and the customer's balance after it. */
export const pointsEntryAnswerSchema = z.strictObject({
    entry: pointsEntrySchema,
    balance: z.number().int(),
});

/** GET /v1/i/customers/{id}/points?page&perPage&from&to. */
export const pointsListSchema = z.strictObject({
    points: z.array(pointsEntrySchema),
    total: z.number().int(),
});

export type PointsEntryKind = (typeof pointsEntryKinds)[number];
export type PointsEntry = z.infer<typeof pointsEntrySchema>;
export type PointsAdjustment = z.input<typeof pointsAdjustmentSchema>;
export type PointsReversal = z.input<typeof pointsReversalSchema>;
export type PointsEntryAnswer = z.infer<typeof pointsEntryAnswerSchema>;
export type PointsList = z.infer<typeof pointsListSchema>;
