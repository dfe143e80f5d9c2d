import fp from 'fastify-plugin';

/**
 * Every answer under /v1/i (404s and errors included) is about staff data or sessions: no browser or shared
 * cache may keep it.
 */
export default fp(
    async app => {
        app.addHook('onSend', async (request, reply) => {
            if (request.url === '/v1/i' || request.url.startsWith('/v1/i/')) {
                reply.header('cache-control', 'no-store');
            }
        });
    },
    { name: 'no-store' }
);
