import { z } from 'zod';

/** The body of every 4xx and 5xx answer of the reference server; `errors` names the fields at fault. */
export const apiErrorSchema = z.strictObject({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
