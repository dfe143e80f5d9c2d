import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface TransportSecurityOptions {
    /** COOKIE_SECURE: the server is only ever reached over HTTPS, whatever a request says. */
    alwaysSecure: boolean;
}

declare module 'fastify' {
    interface FastifyInstance {
        /** Whether the request came over HTTPS (X-Forwarded-Proto counts only under TRUST_PROXY). */
        isSecure(request: FastifyRequest): boolean;
    }
}

// Two years, as the HSTS preload list asks. Sent only over HTTPS: a browser ignores it on plain HTTP, and
// sending it from a development server on localhost would pin that host to HTTPS.
const hsts = 'max-age=63072000; includeSubDomains';

export default fp<TransportSecurityOptions>(
    async (app, options) => {
        const isSecure = (request: FastifyRequest) =>
            options.alwaysSecure || request.protocol === 'https';
        app.decorate('isSecure', isSecure);
        app.addHook('onRequest', async (request, reply) => {
            if (isSecure(request)) reply.header('strict-transport-security', hsts);
        });
    },
    { name: 'transport-security' }
);
