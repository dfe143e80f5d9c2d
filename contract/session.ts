import { z } from 'zod';
import { staffRoleSchema } from './staffUser.ts';

/** POST /v1/i/auth/login (spec §7). */
export const loginBodySchema = z.strictObject({
    username: z.string().min(1, 'Username is required').max(200),
    password: z.string().min(1, 'Password is required').max(1000),
});

/** Claims of the access token: the console greets `username` and reads `role`. */
export const accessTokenClaimsSchema = z.object({
    sub: z.string(),
    username: z.string(),
    role: staffRoleSchema,
    exp: z.number(),
    iat: z.number(),
});

export type LoginBody = z.infer<typeof loginBodySchema>;
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
