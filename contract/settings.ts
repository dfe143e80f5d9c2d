import { z } from 'zod';

/** A throttle's figures: at most `attempts` failures per key in a window of `windowSeconds`. */
const limitSchema = z.strictObject({ attempts: z.number().int(), windowSeconds: z.number().int() });

/**
 * GET /v1/i/settings (part of the extension `staff-users`): the figures this server runs with, read-only. They come from its
 * configuration (environment variables and built-in figures), not from the database.
 */
export const programmeSettingsSchema = z.strictObject({
    /** How long after its rotation a refresh token still renews its session (REFRESH_GRACE_SECONDS). */
    refreshGraceSeconds: z.number().int(),
    accessTokenLifetimeSeconds: z.number().int(),
    /** How long an instance trusts a session's role, flags and status before asking the database again. */
    sessionCacheSeconds: z.number().int(),
    /** Failed logins: per username and address, per username, per address. */
    loginThrottle: z.strictObject({
        perPair: limitSchema,
        perUsername: limitSchema,
        perAddress: limitSchema,
    }),
    /** Wrong current passwords when a staff member changes their own. */
    ownPasswordThrottle: limitSchema,
    /** The hosts an https:// deeplink may go to (DEEPLINK_HOSTS); empty: screen:param deeplinks only. */
    deeplinkHosts: z.array(z.string()).optional(),
});

export type ProgrammeSettings = z.infer<typeof programmeSettingsSchema>;
