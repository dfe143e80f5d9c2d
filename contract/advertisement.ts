import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const advertisementStatuses = ['active', 'expired', 'in draft'] as const;

/** An advertisement (campaign banner) as GET /v1/i/advertisement answers it (spec §3). */
export const advertisementSchema = z.strictObject({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    /** Optional deeplink in the form screen:param. */
    deeplink: z.string().nullable(),
    startDateTime: isoDateTime,
    endDateTime: isoDateTime.nullable(),
    isActive: z.boolean(),
    imageURL: z.string().nullable(),
    status: z.enum(advertisementStatuses),
});

export type Advertisement = z.infer<typeof advertisementSchema>;
export type AdvertisementStatus = Advertisement['status'];
