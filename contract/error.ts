import { z } from 'zod';

/** A machine-readable name of a refusal and the values it names (counts, ids, limits), for a client to translate. */
export const errorCodeSchema = z.strictObject({
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/**
 * The body of every 4xx and 5xx answer of the reference server. `message` and `errors` (field -> message) are
 * English, as spec §7's API answers them; `code` and `params` name the refusal, and `fieldCodes` names each field's
 * error beside `errors`, with the same keys. The provider's API sends `message` (and `errors`) only.
 */
export const apiErrorSchema = z.strictObject({
    message: z.string(),
    code: z.string().optional(),
    params: errorCodeSchema.shape.params.optional(),
    errors: z.record(z.string(), z.string()).optional(),
    fieldCodes: z.record(z.string(), errorCodeSchema).optional(),
});

export type ErrorCode = z.infer<typeof errorCodeSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
