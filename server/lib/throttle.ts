import { type QuotaPolicy, type QuotaUse, quotaUse } from './rateLimit.ts';

/**
 * Login lockout figures (docs/security.md): a (username, address) pair may fail `perPair` times a window; a
 * username, from all addresses together, `perUsername` times; an address, for all usernames together,
 * `perAddress` times. The pair limit stops one guesser early without locking out the staff member at another
 * address; the two wider ceilings bound guessing spread over many addresses or many usernames.
 */
export interface ThrottleLimits {
    perPair: number;
    perUsername: number;
    perAddress: number;
    windowMs: number;
}

export const defaultLoginLimits: ThrottleLimits = {
    perPair: 10,
    perUsername: 100,
    perAddress: 100,
    windowMs: 15 * 60_000,
};

/** The quotas of the login throttle, named as the RateLimit fields name them (server/lib/rateLimit.ts). */
export const loginPolicies = (limits: ThrottleLimits) => ({
    pair: { name: 'login-pair', limit: limits.perPair, windowMs: limits.windowMs },
    username: { name: 'login-username', limit: limits.perUsername, windowMs: limits.windowMs },
    address: { name: 'login-address', limit: limits.perAddress, windowMs: limits.windowMs },
});

export interface AttemptCount {
    key: string;
    attempts: number;
    windowEndsAt: Date;
}

/** Where the counts live: the database, shared by every instance on it. */
export interface AttemptCounter {
    count(keys: readonly string[], windowMs: number): Promise<AttemptCount[]>;
    uncount(keys: readonly string[]): Promise<void>;
}

/**
 * Every attempt is counted before its password is checked, so no burst, however concurrent, gets more checks
 * than the limit; a successful login takes its attempt back, so only failures lock anyone out. The pair is
 * counted first, and an attempt it refuses is not counted against the username or the address: one guesser
 * hammering from one place cannot use up the username's wider ceiling and lock its owner out everywhere.
 */
export function createLoginThrottle(limits: ThrottleLimits, counter: AttemptCounter) {
    const quotas = loginPolicies(limits);
    async function over(policyOf: Record<string, QuotaPolicy>, now: number) {
        const counts = await counter.count(Object.keys(policyOf), limits.windowMs);
        const uses = counts.flatMap(count => {
            const policy = policyOf[count.key];
            return policy ? [quotaUse(policy, count)] : [];
        });
        const waits = uses
            .filter(use => use.used > use.policy.limit)
            .map(use => Math.max(1, Math.ceil((use.resetsAt.getTime() - now) / 1000)));
        return { wait: Math.max(0, ...waits), uses };
    }
    return {
        policies: Object.values(quotas),
        /**
         * Counts the attempt; answers the seconds to wait (0: go ahead), the keys it was counted under, and
         * the quotas' use with it counted (for the RateLimit fields).
         */
        async attempt(username: string, address: string, now = Date.now()) {
            const name = encodeURIComponent(username.toLowerCase());
            const from = encodeURIComponent(address);
            const pair = `pair:${name}@${from}`;
            const pairOver = await over({ [pair]: quotas.pair }, now);
            if (pairOver.wait > 0)
                return { retryAfter: pairOver.wait, keys: [pair], uses: pairOver.uses };
            const wider = {
                [`username:${name}`]: quotas.username,
                [`address:${from}`]: quotas.address,
            };
            const widerOver = await over(wider, now);
            const uses: QuotaUse[] = [...pairOver.uses, ...widerOver.uses];
            return { retryAfter: widerOver.wait, keys: [pair, ...Object.keys(wider)], uses };
        },
        succeeded: (keys: readonly string[]) => counter.uncount(keys),
    };
}
