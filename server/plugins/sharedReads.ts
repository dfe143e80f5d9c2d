import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sharedAnswers } from '../lib/sharedAnswers.ts';

declare module 'fastify' {
    interface FastifyInstance {
        /**
         * Answers a read, sharing the database work with identical reads (same method, URL and staff member)
         * already under way. Use it only for answers that depend on nothing but those.
         */
        sharedRead<Answer>(request: FastifyRequest, read: () => Promise<Answer>): Promise<Answer>;
    }
}

interface Flight {
    generation: number;
    answer: Promise<unknown>;
    /** Another request joined: the answer is marked shared (sharedAnswers.ts) before anyone sees it. */
    joined: boolean;
}

const readMethods = new Set(['GET', 'HEAD']);

/**
 * Everything an answer depends on: the request and who asks. Two staff members never share a read, since what
 * each may see can differ; the same person's identical requests (a screen opened in several tabs, a benchmark
 * with one token) still do. The role is in the key beside the id because an older token of the same person can
 * carry another role; the flags too, since customers' personal data is masked without one. Whatever else an answer comes to depend on belongs here too.
 */
function flightKey(request: FastifyRequest): string {
    return JSON.stringify([
        request.method,
        request.url,
        request.staff?.id,
        request.staff?.role,
        request.staff?.permissions,
    ]);
}

/**
 * Single flight for reads: while one request reads an answer, identical requests of the same staff member wait
 * for that read instead of sending the same query again, so a list opened many times at once costs the
 * database one query, not one per request. Nothing is kept once the read completes; this is not a cache.
 *
 * A joining request gets an answer read at most one query's duration before it arrived. Writes through this
 * server must never be missed by a later read, so every write request, once answered, moves `generation` on
 * and reads that start after it no longer join flights that began before it. Writes by other processes on the
 * same PostgreSQL database are seen by the next flight that starts after they commit.
 */
export default fp(
    async app => {
        let generation = 0;
        const flights = new Map<string, Flight>();

        // onSend runs after the handler, so after its transaction committed, and before the client hears back.
        app.addHook('onSend', (request, _reply, payload, done) => {
            if (!readMethods.has(request.method)) generation++;
            done(null, payload);
        });

        app.decorate(
            'sharedRead',
            <Answer>(request: FastifyRequest, read: () => Promise<Answer>) => {
                const key = flightKey(request);
                const flight = flights.get(key);
                if (flight && flight.generation === generation) {
                    flight.joined = true;
                    return flight.answer as Promise<Answer>;
                }
                // The read starts on the next turn of the event loop, so that identical requests that arrived in
                // the same turn join it even when the read itself never waits for I/O (PGlite runs in-process).
                const answer = new Promise<void>(resolve => setImmediate(resolve))
                    .then(read)
                    .then(value => {
                        if (started.joined && typeof value === 'object' && value !== null)
                            sharedAnswers.add(value);
                        return value;
                    });
                const started: Flight = { generation, answer, joined: false };
                flights.set(key, started);
                const land = () => {
                    if (flights.get(key) === started) flights.delete(key);
                };
                started.answer.then(land, land);
                return started.answer as Promise<Answer>;
            }
        );
    },
    { name: 'sharedReads' }
);
