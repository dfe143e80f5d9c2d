import type { AttemptCount } from './throttle.ts';

// The RateLimit-Policy and RateLimit fields of the IETF draft (draft-ietf-httpapi-ratelimit-headers-09 and
// later) on the answers of a throttled call: every quota that applies to the call in RateLimit-Policy
// (`"name";q=<limit>;w=<window seconds>`), and in RateLimit the one this client is nearest to exhausting
// (`"name";r=<remaining>;t=<seconds to its reset>`). docs/decisions.md says why these two fields.

/** One quota of a throttle: its name in the fields, its limit, and its window. */
export interface QuotaPolicy {
    name: string;
    limit: number;
    windowMs: number;
}

/** A quota and how much of it the caller's key has used, as the counter holds it now. */
export interface QuotaUse {
    policy: QuotaPolicy;
    used: number;
    resetsAt: Date;
}

export const quotaUse = (policy: QuotaPolicy, count: AttemptCount): QuotaUse => ({
    policy,
    used: count.attempts,
    resetsAt: count.windowEndsAt,
});

/** The uses once the attempt is taken back (a success, which does not count). */
export const takenBack = (uses: readonly QuotaUse[]): QuotaUse[] =>
    uses.map(use => ({ ...use, used: Math.max(0, use.used - 1) }));

/** The two fields' values for the policies of a call and the uses known of them. */
export function rateLimitFields(
    policies: readonly QuotaPolicy[],
    uses: readonly QuotaUse[],
    now = Date.now()
): Record<'ratelimit-policy' | 'ratelimit', string> {
    const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
    const state = uses.map(use => ({
        name: use.policy.name,
        remaining: Math.max(0, use.policy.limit - use.used),
        reset: seconds(use.resetsAt.getTime() - now),
    }));
    // The quota that refuses first: the fewest left, and of those the one that stays refused longest.
    const nearest = state.sort((a, b) => a.remaining - b.remaining || b.reset - a.reset)[0];
    // No use known (not counted under any key yet): the first quota, whole.
    const unused = policies[0];
    const shown = nearest ?? {
        name: unused?.name ?? '',
        remaining: unused?.limit ?? 0,
        reset: seconds(unused?.windowMs ?? 0),
    };
    return {
        'ratelimit-policy': policies
            .map(policy => `"${policy.name}";q=${policy.limit};w=${seconds(policy.windowMs)}`)
            .join(', '),
        ratelimit: `"${shown.name}";r=${shown.remaining};t=${shown.reset}`,
    };
}
