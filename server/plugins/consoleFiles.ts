import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Any version prefix (/v1/, /v2/, …) is API space, as are the uploads: never the console's page. */
const apiPaths = /^\/(v\d+|uploads)(\/|$)/;
/** Source maps (built as hidden maps, for error reports) are never served: they would publish the sources. */
const sourceMaps = /\.map(\?|$)/;
/** Vite names each file it writes under assets/ by a hash of its content: a change gives the file a new name. */
const hashedFolder = 'assets';

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
                const root = path.resolve(directory);
                const hashed = (filePath: string) =>
                    path.relative(root, filePath).split(path.sep)[0] === hashedFolder;
                await files.register(fastifyStatic, {
                    root,
                    wildcard: false,
                    index: false,
                    allowedPath: pathName => !sourceMaps.test(pathName),
                    // The .br or .gz the build wrote beside a file, when the browser accepts it (vite.config.ts).
                    preCompressed: true,
                    // A hashed file never changes under its name: kept a year without asking again. Anything
                    // else (index.html, the icons) is checked each time against its ETag.
                    setHeaders: (reply, filePath) => {
                        reply.header(
                            'cache-control',
                            hashed(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache'
                        );
                    },
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
                return reply
                    .status(404)
                    .send({ message: 'Not found', code: 'not_found', params: {} });
            });
        });
    },
    { name: 'console-files' }
);
