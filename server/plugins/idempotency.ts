import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyRepository } from '../idempotency/repository.ts';
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
    /** This request claimed the key, so its answer is the one kept. */
    owned: boolean;
}

const validKey = /^[\x21-\x7e]{1,255}$/;
const purgeEveryMs = 60 * 60_000;
export const keyReused = 'This Idempotency-Key was used with another request';
export const keyInProgress = 'A request with this Idempotency-Key is still running';

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
    if (!keyed || keyed.owned) return;
    const repository = request.server.idempotencyRepository;
    const fingerprint = createHash('sha256')
        .update(JSON.stringify([request.method, request.url, canonical(content ?? null)]))
        .digest('hex');
    if (await repository.claim(keyed.staffId, keyed.key, fingerprint)) {
        keyed.owned = true;
        return;
    }
    const stored = await repository.find(keyed.staffId, keyed.key);
    if (stored && stored.fingerprint !== fingerprint) throw new HttpError(422, keyReused);
    if (!stored || stored.status === null || stored.body === null) {
        throw new HttpError(409, keyInProgress);
    }
    throw new StoredAnswer(stored.status, stored.body);
}

/**
 * Idempotent writes: a route opts in with `config: { idempotent: true }`. A request sent with an
 * Idempotency-Key claims the key (per staff member) before its handler runs; its answer, when it succeeds, is
 * kept for 24 hours and sent again to any repeat. A failed request changed nothing, so it frees its key.
 * Multipart bodies are settled by readMultipartForm once their parts are read (lib/multipartForm.ts).
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
            request.idempotency = { staffId: request.staff.id, key: header, owned: false };
            if (!request.isMultipart()) await settleKey(request, request.body);
        });

        app.addHook('onSend', async (request, reply, payload) => {
            const keyed = request.idempotency;
            if (!keyed?.owned) return payload;
            keyed.owned = false;
            try {
                if (reply.statusCode >= 200 && reply.statusCode < 300) {
                    await repository.store(
                        keyed.staffId,
                        keyed.key,
                        reply.statusCode,
                        String(payload)
                    );
                } else {
                    await repository.release(keyed.staffId, keyed.key);
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
