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
    async function over(limitOf: Record<string, number>, now: number) {
        const counts = await counter.count(Object.keys(limitOf), limits.windowMs);
        const waits = counts
            .filter(count => count.attempts > (limitOf[count.key] ?? 0))
            .map(count => Math.max(1, Math.ceil((count.windowEndsAt.getTime() - now) / 1000)));
        return Math.max(0, ...waits);
    }
    return {
        /** Counts the attempt; answers the seconds to wait (0: go ahead) and the keys it was counted under. */
        async attempt(username: string, address: string, now = Date.now()) {
            const name = encodeURIComponent(username.toLowerCase());
            const from = encodeURIComponent(address);
            const pair = `pair:${name}@${from}`;
            const pairWait = await over({ [pair]: limits.perPair }, now);
            if (pairWait > 0) return { retryAfter: pairWait, keys: [pair] };
            const wider = {
                [`username:${name}`]: limits.perUsername,
                [`address:${from}`]: limits.perAddress,
            };
            const retryAfter = await over(wider, now);
            return { retryAfter, keys: [pair, ...Object.keys(wider)] };
        },
        succeeded: (keys: readonly string[]) => counter.uncount(keys),
    };
}
