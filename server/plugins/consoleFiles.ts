import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const apiPaths = /^\/(v1|uploads)(\/|$)/;
/** Source maps (built as hidden maps, for error reports) are never served: they would publish the sources. */
const sourceMaps = /\.map(\?|$)/;

/**
 * Serves the built console and answers index.html for any other GET that is not a file, so deep links
 * (/voucher/123, /customer/5/vouchers) load the app. API and upload paths keep their JSON 404.
 */
export default fp<{ directory?: string }>(
    async (app, options) => {
        const { directory } = options;
        // Its own scope, so that the access declared here reaches only the routes @fastify/static adds (one per
        // file): the console's files are public, the sign-in screen among them.
        await app.register(async files => {
            files.addHook('onRoute', route => {
                route.config = { ...route.config, access: 'public' };
            });
            if (directory) {
                await files.register(fastifyStatic, {
                    root: path.resolve(directory),
                    wildcard: false,
                    index: false,
                    allowedPath: pathName => !sourceMaps.test(pathName),
                });
            }
            // Set in this scope because reply.sendFile is decorated here.
            files.setNotFoundHandler((request, reply) => {
                const accepted = request.method === 'GET' || request.method === 'HEAD';
                if (
                    directory &&
                    accepted &&
                    !apiPaths.test(request.url) &&
                    !sourceMaps.test(request.url)
                ) {
                    return reply.header('cache-control', 'no-cache').sendFile('index.html');
                }
                return reply.status(404).send({ message: 'Not found' });
            });
        });
    },
    { name: 'console-files' }
);
