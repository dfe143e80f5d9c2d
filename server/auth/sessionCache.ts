import type { SessionState } from './repository/refreshTokens.ts';

const maxEntries = 10_000;

/**
 * Remembers each session's state for at most `ttlMs`, so that an instance asks the database about a session
 * once per period however many requests it carries, and a session ended anywhere stops working here within that
 * period. Concurrent requests of one session share a single lookup.
 */
export function createSessionCache(
    lookup: (sessionId: string) => Promise<SessionState | undefined>,
    ttlMs: number
) {
    const entries = new Map<string, { state: Promise<SessionState | undefined>; until: number }>();
    return {
        get(sessionId: string, now = Date.now()) {
            const cached = entries.get(sessionId);
            if (cached && cached.until > now) return cached.state;
            if (entries.size >= maxEntries) entries.clear();
            const state = lookup(sessionId);
            entries.set(sessionId, { state, until: now + ttlMs });
            // A failed lookup is not remembered: the next request asks again.
            state.catch(() => entries.delete(sessionId));
            return state;
        },
        /** Ended on this instance: no need to wait for the period to pass here. */
        forget(sessionId: string) {
            entries.delete(sessionId);
        },
    };
}
