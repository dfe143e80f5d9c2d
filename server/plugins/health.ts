import fp from 'fastify-plugin';
import { z } from 'zod';
import { HttpError } from '../lib/httpError.ts';

/** A database that has not answered by then counts as unreachable. */
const readinessTimeoutMs = 2_000;

/**
 * For load balancers and orchestrators: `/health` says the process is alive, `/ready` that it can serve (the
 * database answers). While the server shuts down both answer 503 (Fastify's return503OnClosing), so a balancer
 * stops sending new requests while those in flight finish.
 */
export default fp(
    async app => {
        const answer = z.strictObject({ status: z.string() });
        app.get(
            '/health',
            { config: { access: 'public' }, schema: { response: { 200: answer } } },
            async () => ({ status: 'ok' })
        );
        app.get(
            '/ready',
            { config: { access: 'public' }, schema: { response: { 200: answer } } },
            async () => {
                let timer: NodeJS.Timeout | undefined;
                const timeout = new Promise<false>(resolve => {
                    timer = setTimeout(() => resolve(false), readinessTimeoutMs);
                });
                const reachable = await Promise.race([app.pingDatabase(), timeout]);
                clearTimeout(timer);
                if (!reachable) throw new HttpError(503, 'The database is not reachable');
                return { status: 'ready' };
            }
        );
    },
    { name: 'health', dependencies: ['db'] }
);
