import { quotaUse } from '../lib/rateLimit.ts';
import type { AttemptCounter } from '../lib/throttle.ts';

/**
 * How often a signed-in staff member may give a wrong current password when changing their own: a stolen
 * session (an unlocked desk, a leaked token) must not become an unlimited password-guessing oracle. Counted per
 * staff member, not per address, so that a guesser cannot spread the guesses over addresses.
 */
export const ownPasswordLimits = { attempts: 5, windowMs: 15 * 60_000 };

/**
 * Counts an attempt in the login attempts' table (shared by every instance) before the current password is
 * checked, as the login does, so that a concurrent burst gets no more checks than the limit; a correct current
 * password takes its attempt back, so only wrong ones lock the change out.
 */
export function createOwnPasswordThrottle(counter: AttemptCounter, limits = ownPasswordLimits) {
    const policy = { name: 'own-password', limit: limits.attempts, windowMs: limits.windowMs };
    return {
        policies: [policy],
        /** The seconds to wait (0: go ahead), the keys the attempt was counted under, and the quota's use. */
        async attempt(staffId: string, now = Date.now()) {
            const keys = [`own-password:${encodeURIComponent(staffId)}`];
            const [count] = await counter.count(keys, limits.windowMs);
            const over = count !== undefined && count.attempts > limits.attempts;
            const retryAfter = over
                ? Math.max(1, Math.ceil((count.windowEndsAt.getTime() - now) / 1000))
                : 0;
            return { retryAfter, keys, uses: count ? [quotaUse(policy, count)] : [] };
        },
        succeeded: (keys: readonly string[]) => counter.uncount(keys),
    };
}
