export interface ThrottleLimits {
    perUsername: number;
    perIp: number;
    windowMs: number;
}

export const defaultLoginLimits: ThrottleLimits = {
    perUsername: 10,
    perIp: 50,
    windowMs: 15 * 60_000,
};

interface Window {
    failures: number;
    resetAt: number;
}

/**
 * Counts failed logins per key in fixed windows held in memory. Only failures count, so staff who sign in
 * correctly (and the end-to-end suite) are never slowed down; a single process is all this server runs as.
 */
export function createFailureThrottle(limit: number, windowMs: number) {
    const windows = new Map<string, Window>();
    const current = (key: string, now: number) => {
        const window = windows.get(key);
        if (window && window.resetAt > now) {
            return window;
        }
        windows.delete(key);
        return undefined;
    };
    return {
        /** Seconds until the key may try again, or 0 when it may try now. */
        retryAfter(key: string, now = Date.now()): number {
            const window = current(key, now);
            return window && window.failures >= limit
                ? Math.ceil((window.resetAt - now) / 1000)
                : 0;
        },
        recordFailure(key: string, now = Date.now()): void {
            const window = current(key, now) ?? { failures: 0, resetAt: now + windowMs };
            window.failures += 1;
            windows.set(key, window);
        },
        forget(key: string): void {
            windows.delete(key);
        },
    };
}
