import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CommitScope, enterCommitScope } from '../db/commitHook.ts';
import { ClaimTakenOver, idempotencyRepository } from '../idempotency/index.ts';
import { HttpError } from '../lib/httpError.ts';

declare module 'fastify' {
    interface FastifyContextConfig {
        /** A write that honours an Idempotency-Key header (see docs/api.md, "Retries and request ids"). */
        idempotent?: true;
    }
    interface FastifyInstance {
        idempotencyRepository: ReturnType<typeof idempotencyRepository>;
    }
    interface FastifyRequest {
        /** The key this request was sent with, on a route that honours one; null otherwise. */
        idempotency: KeyedRequest | null;
    }
}

interface KeyedRequest {
    staffId: string;
    key: string;
    /** This request's claim of the key, when it holds it: its answer is then the one kept. */
    claimId: string | null;
    /** Where the claim is marked inside each transaction the request commits (server/db/commitHook.ts). */
    scope: CommitScope;
}

const validKey = /^[\x21-\x7e]{1,255}$/;
const purgeEveryMs = 60 * 60_000;
export const keyReused = 'This Idempotency-Key was used with another request';
export const keyInProgress = 'A request with this Idempotency-Key is still running';
export const answerLost =
    'The request with this Idempotency-Key made its change, but its answer was lost; read the record instead';
export const claimTakenOver =
    'A retry with this Idempotency-Key took it over while this request ran; nothing was changed';

/** The answer a repeated request gets: the first request's, as it was sent. */
export class StoredAnswer extends Error {
    readonly status: number;
    readonly body: string;

    constructor(status: number, body: string) {
        super('The answer to the first request with this Idempotency-Key');
        this.status = status;
        this.body = body;
    }
}

/** The same JSON whatever the order of object keys, so that a retry's body hashes as the first one's. */
function canonical(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(canonical);
    if (Buffer.isBuffer(value)) return createHash('sha256').update(value).digest('hex');
    if (value && typeof value === 'object') {
        const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
        return Object.fromEntries(entries.map(([name, item]) => [name, canonical(item)]));
    }
    return value;
}

/**
 * Decides what a keyed request does, given what it asks (its parsed body, or a multipart body's fields and
 * file): goes on when it is the first with its key, gets the first one's answer (thrown as a StoredAnswer) when
 * it repeats it, a 422 when the key came with another request, a 409 while the first still runs.
 */
export async function settleKey(request: FastifyRequest, content: unknown): Promise<void> {
    const keyed = request.idempotency;
    if (!keyed || keyed.claimId) return;
    const repository = request.server.idempotencyRepository;
    const fingerprint = createHash('sha256')
        .update(JSON.stringify([request.method, request.url, canonical(content ?? null)]))
        .digest('hex');
    const claimId = await repository.claim(keyed.staffId, keyed.key, fingerprint);
    if (claimId) {
        keyed.claimId = claimId;
        const { staffId, key } = keyed;
        keyed.scope.beforeCommit = async run => {
            try {
                await repository.markEffect(run, staffId, key, claimId);
            } catch (error) {
                if (error instanceof ClaimTakenOver) throw new HttpError(409, claimTakenOver);
                throw error;
            }
        };
        return;
    }
    const stored = await repository.find(keyed.staffId, keyed.key);
    if (stored && stored.fingerprint !== fingerprint) throw new HttpError(422, keyReused);
    if (!stored || stored.status === null || stored.body === null) {
        // A write that committed long ago without its answer will not send one: say so, not "still running".
        if (stored?.effectCommitted && stored.stale) throw new HttpError(409, answerLost);
        throw new HttpError(409, keyInProgress);
    }
    throw new StoredAnswer(stored.status, stored.body);
}

/**
 * Idempotent writes: a route opts in with `config: { idempotent: true }`. A request sent with an
 * Idempotency-Key claims the key (per staff member) before its handler runs; each transaction it commits marks
 * the claim on its way (so the mark commits with the write, or neither does); its answer, when it succeeds, is
 * kept for 24 hours and sent again to any repeat. A failed request whose write never committed frees its key.
 * A claim left by a request that died is taken over once stale when its write never committed, and answers
 * `idempotency_answer_lost` when it did. Multipart bodies are settled by readMultipartForm once their parts are
 * read (lib/multipartForm.ts).
 */
export default fp(
    async app => {
        const repository = idempotencyRepository(app.db);
        app.decorate('idempotencyRepository', repository);
        app.decorateRequest('idempotency', null);

        app.addHook('preHandler', async request => {
            const header = request.headers['idempotency-key'];
            if (!request.routeOptions.config.idempotent || header === undefined) return;
            if (typeof header !== 'string' || !validKey.test(header)) {
                throw new HttpError(
                    400,
                    'Idempotency-Key must be 1 to 255 visible ASCII characters',
                    {
                        'Idempotency-Key': 'At most 255 visible ASCII characters',
                    }
                );
            }
            if (!request.staff) return;
            // Entered before this hook's first await, so the handler's transactions run inside it.
            const scope = enterCommitScope();
            request.idempotency = { staffId: request.staff.id, key: header, claimId: null, scope };
            if (!request.isMultipart()) await settleKey(request, request.body);
        });

        app.addHook('onSend', async (request, reply, payload) => {
            const keyed = request.idempotency;
            const claimId = keyed?.claimId;
            if (!keyed || !claimId) return payload;
            keyed.claimId = null;
            keyed.scope.beforeCommit = null;
            try {
                if (reply.statusCode >= 200 && reply.statusCode < 300) {
                    await repository.store(
                        keyed.staffId,
                        keyed.key,
                        claimId,
                        reply.statusCode,
                        String(payload)
                    );
                } else {
                    await repository.release(keyed.staffId, keyed.key, claimId);
                }
            } catch (error) {
                request.log.warn({ err: error }, 'Keeping the answer of an Idempotency-Key failed');
            }
            return payload;
        });

        // With several instances each purges, which is harmless (the delete is idempotent).
        const purge = () =>
            repository.purgeExpired().catch(error => {
                app.log.warn({ err: error }, 'Purging expired idempotency keys failed');
            });
        let timer: NodeJS.Timeout | undefined;
        app.addHook('onReady', async () => {
            await purge();
            timer = setInterval(purge, purgeEveryMs).unref();
        });
        app.addHook('onClose', async () => clearInterval(timer));
    },
    { name: 'idempotency', dependencies: ['db', 'permissions'] }
);
