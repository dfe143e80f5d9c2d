import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
    ackChannel,
    type Listener,
    listenerNames,
    noticeChannel,
    openListener,
    sendNotice,
} from './repository/accessNotices.ts';

declare module 'fastify' {
    interface FastifyInstance {
        accessChanges: AccessChanges;
    }
}

/** One change of a staff member's access, from before its transaction until every instance dropped the old. */
export interface AccessNotice {
    /** In the change's transaction: the notice goes out when, and only if, it commits. */
    send(trx: Kysely<Database>): Promise<void>;
}

export interface AccessChanges {
    /**
     * Runs `change` (the transaction of a change of role, flags, status or password, or a delete) and answers
     * once no instance trusts the staff member's old access, if the change sent its notice.
     */
    around<T>(staffId: number, change: (notice: AccessNotice) => Promise<T>): Promise<T>;
}

interface AccessChangesOptions {
    databaseUrl: string | undefined;
    /** SESSION_CACHE_SECONDS: no instance trusts an entry read before a change longer than this after it. */
    sessionCacheSeconds: number;
    reconnectMs?: number;
}

function parseNotice(payload: string) {
    try {
        const notice = JSON.parse(payload) as { id?: unknown; staffId?: unknown; origin?: unknown };
        const { id, staffId, origin } = notice;
        if (typeof id === 'string' && typeof staffId === 'number' && typeof origin === 'string') {
            return { id, staffId, origin };
        }
    } catch {}
    return undefined;
}

/**
 * Ends or narrows a staff member's sessions on every instance before the change that calls for it answers. The
 * instance that made the change drops its cached sessions of that staff member itself; on PostgreSQL each other
 * instance hears a NOTIFY sent in the change's transaction, drops them and acknowledges, and the change waits for
 * the acknowledgement of every instance that was listening, or at most the session cache's period, after which
 * no instance holds an entry read before the commit anyway. An instance whose listening connection is lost
 * remembers no session until it listens again. PGlite has one instance (the DATA_DIR lock): the local drop is all.
 */
export default fp<AccessChangesOptions>(
    async (app, options) => {
        const name = randomUUID();
        const cacheMs = options.sessionCacheSeconds * 1000;
        const acks = new Map<string, { heard: Set<string>; wake: () => void }>();
        let listener: Listener | undefined;
        let closing = false;
        let retry: NodeJS.Timeout | undefined;

        const onMessage = (channel: string, payload: string) => {
            if (channel === ackChannel) {
                const [noticeId = '', listenerName = ''] = payload.split(' ');
                const waiting = acks.get(noticeId);
                waiting?.heard.add(listenerName);
                waiting?.wake();
                return;
            }
            if (channel !== noticeChannel) return;
            const notice = parseNotice(payload);
            if (!notice) {
                // Not one of ours (someone sent by hand on the channel): drop every session, to be safe.
                app.sessionCache.trust(false);
                app.sessionCache.trust(Boolean(listener));
                return;
            }
            if (notice.origin === name) return;
            app.sessionCache.forgetStaff(notice.staffId);
            listener?.acknowledge(notice.id).catch(() => {});
        };

        async function listen() {
            const databaseUrl = options.databaseUrl as string;
            try {
                listener = await openListener(databaseUrl, name, onMessage, lost);
                app.sessionCache.trust(true);
            } catch (error) {
                app.log.warn(
                    { err: error },
                    'Cannot listen for access changes; sessions are not cached'
                );
                lost();
            }
        }
        function lost() {
            listener = undefined;
            app.sessionCache.trust(false);
            if (closing || retry) return;
            retry = setTimeout(() => {
                retry = undefined;
                if (!closing) void listen();
            }, options.reconnectMs ?? 1000);
            retry.unref();
        }

        async function waitForOthers(noticeId: string, committed: number) {
            const waiting = acks.get(noticeId);
            if (!waiting || cacheMs <= 0) return;
            const others = (await listenerNames(app.db)).filter(other => other !== name);
            const deadline = committed + cacheMs;
            while (!others.every(other => waiting.heard.has(other)) && Date.now() < deadline) {
                await new Promise<void>(resolve => {
                    const timer = setTimeout(resolve, deadline - Date.now());
                    waiting.wake = () => {
                        clearTimeout(timer);
                        resolve();
                    };
                });
            }
        }

        if (options.databaseUrl) {
            app.sessionCache.trust(false);
            await listen();
        }
        app.addHook('onClose', async () => {
            closing = true;
            clearTimeout(retry);
            await listener?.close();
        });

        app.decorate('accessChanges', {
            async around(staffId, change) {
                const id = randomUUID();
                let sent = false;
                acks.set(id, { heard: new Set(), wake: () => {} });
                try {
                    const result = await change({
                        send: async trx => {
                            sent = true;
                            if (options.databaseUrl) {
                                await sendNotice(
                                    trx,
                                    JSON.stringify({ id, staffId, origin: name })
                                );
                            }
                        },
                    });
                    if (sent) {
                        // After the commit: every entry read before it expires within the period from now.
                        const committed = Date.now();
                        app.sessionCache.forgetStaff(staffId);
                        if (options.databaseUrl) await waitForOthers(id, committed);
                    }
                    return result;
                } finally {
                    acks.delete(id);
                }
            },
        } satisfies AccessChanges);
    },
    { name: 'access-changes', dependencies: ['auth', 'db'] }
);
