import type { SessionState } from './repository/refreshTokens.ts';

const maxEntries = 10_000;

interface Entry {
    state: Promise<SessionState | undefined>;
    until: number;
    /** The staff member the session belongs to, once the lookup has answered. */
    staffId?: number;
}

/**
 * Remembers each session's state for at most `ttlMs`, so that an instance asks the database about a session
 * once per period however many requests it carries. A change of a staff member's access drops their entries
 * (`forgetStaff`) on every instance before the change answers (accessChanges.ts); the period bounds what an
 * instance that cannot hear of changes would trust, and while it cannot (`trust(false)`) nothing is remembered.
 * Concurrent requests of one session share a single lookup.
 */
export function createSessionCache(
    lookup: (sessionId: string) => Promise<SessionState | undefined>,
    ttlMs: number
) {
    const entries = new Map<string, Entry>();
    let trusting = true;
    return {
        get(sessionId: string, now = Date.now()) {
            const cached = entries.get(sessionId);
            if (cached && cached.until > now) return cached.state;
            if (!trusting || ttlMs <= 0) return lookup(sessionId);
            if (entries.size >= maxEntries) entries.clear();
            const state = lookup(sessionId);
            const entry: Entry = { state, until: now + ttlMs };
            entries.set(sessionId, entry);
            state.then(
                found => {
                    entry.staffId = found?.staff.id;
                },
                // A failed lookup is not remembered: the next request asks again.
                () => entries.delete(sessionId)
            );
            return state;
        },
        /** Ended on this instance: no need to wait for the period to pass here. */
        forget(sessionId: string) {
            entries.delete(sessionId);
        },
        /** The staff member's access changed: their sessions, and any lookup still unanswered, are asked again. */
        forgetStaff(staffId: number) {
            for (const [sessionId, entry] of entries) {
                if (entry.staffId === undefined || entry.staffId === staffId)
                    entries.delete(sessionId);
            }
        },
        /** Whether the instance hears of access changes; when it does not, it remembers nothing. */
        trust(hears: boolean) {
            trusting = hears;
            if (!hears) entries.clear();
        },
    };
}
