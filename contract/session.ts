import { z } from 'zod';
import { permissionSchema, staffRoleSchema } from './staffUser.ts';

/** POST /v1/i/auth/login (spec §7). */
export const loginBodySchema = z.strictObject({
    username: z.string().min(1, 'Username is required').max(200),
    password: z.string().min(1, 'Password is required').max(1000),
});

/**
 * Claims of the access token: the console greets `username` and hides what `permissions` (the flags saved on
 * the staff member when the token was signed) do not allow. A provider without staff users signs no flags.
 */
export const accessTokenClaimsSchema = z.object({
    sub: z.string(),
    username: z.string(),
    role: staffRoleSchema,
    permissions: z.array(permissionSchema).optional(),
    /** Present while the staff member must change their password first: the console shows only that. */
    mustChangePassword: z.literal(true).optional(),
    exp: z.number(),
    iat: z.number(),
});

export type LoginBody = z.infer<typeof loginBodySchema>;
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
