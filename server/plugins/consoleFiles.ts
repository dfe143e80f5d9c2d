import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const apiPaths = /^\/(v1|uploads)(\/|$)/;

/**
 * Serves the built console and answers index.html for any other GET that is not a file, so deep links
 * (/voucher/123, /customer/5/vouchers) load the app. API and upload paths keep their JSON 404.
 */
export default fp<{ directory?: string }>(
    async (app, options) => {
        if (options.directory) {
            await app.register(fastifyStatic, {
                root: path.resolve(options.directory),
                wildcard: false,
                index: false,
            });
        }
        app.setNotFoundHandler((request, reply) => {
            const accepted = request.method === 'GET' || request.method === 'HEAD';
            if (options.directory && accepted && !apiPaths.test(request.url)) {
                return reply.header('cache-control', 'no-cache').sendFile('index.html');
            }
            return reply.status(404).send({ message: 'Not found' });
        });
    },
    { name: 'console-files' }
);
