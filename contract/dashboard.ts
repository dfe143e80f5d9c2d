import { z } from 'zod';
import { isoDateTime } from './common.ts';

const count = z.number().int().nonnegative();
const campaign = z.strictObject({
    id: z.string(),
    title: z.string(),
    startDateTime: isoDateTime,
    endDateTime: isoDateTime.nullable(),
});

/** GET /v1/i/dashboard (the `dashboard` extension): the programme's figures for the console's home screen. */
export const dashboardSchema = z.strictObject({
    vouchers: z.strictObject({ active: count, copiesIssued: count }),
    /** Copies assigned to customers, and copies used, in the 30 days up to now. */
    last30Days: z.strictObject({ assigned: count, redeemed: count }),
    /** The last 12 weeks, oldest first (Monday of each week, Malaysia time), zeros included. */
    pointsByWeek: z.array(z.strictObject({ week: z.iso.date(), issued: count, spent: count })),
    customersByStatus: z.array(z.strictObject({ status: z.string(), total: count })),
    campaigns: z.strictObject({
        runningCount: count,
        running: z.array(campaign),
        /** Starting within the next 14 days. */
        startingSoon: z.array(campaign),
    }),
    /** Absent when this server keeps no notifications. */
    notifications: z
        .strictObject({
            scheduled: z.array(
                z.strictObject({ id: z.string(), title: z.string(), scheduledAt: isoDateTime })
            ),
        })
        .optional(),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
