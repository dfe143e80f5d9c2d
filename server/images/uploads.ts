import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { HttpError } from '../lib/httpError.ts';
import { checkImage, imageNamePattern } from './image.ts';

/** The names earlier versions gave image files under DATA_DIR/uploads. */
const legacyFileName = /^[0-9a-f-]{36}\.(jpg|png)$/;

/**
 * Serves the images stored in the database under their content-addressed names, and on start moves the image
 * files that earlier versions kept under DATA_DIR/uploads into the database (then removes them).
 */
export default fp<{ dataDir: string }>(
    async (app, options) => {
        const directory = path.join(options.dataDir, 'uploads');
        const files = await readdir(directory).catch(() => [] as string[]);
        for (const fileName of files.filter(name => legacyFileName.test(name))) {
            const file = path.join(directory, fileName);
            try {
                await app.imagesRepository.importFile(
                    await checkImage(await readFile(file)),
                    fileName
                );
                await rm(file);
            } catch (error) {
                app.log.warn({ err: error, file }, 'could not move an image into the database');
            }
        }
        // Only when empty: anything left there was not ours to remove.
        await rmdir(directory).catch(() => {});

        app.get(
            '/uploads/:name',
            {
                // Images are linked from answers and loaded by <img> tags, which send no Bearer token.
                config: { access: 'public' },
                schema: { params: z.strictObject({ name: z.string().max(80) }) },
            },
            async (request, reply) => {
                const { name } = request.params as { name: string };
                const image = imageNamePattern.test(name)
                    ? await app.imagesRepository.find(name)
                    : undefined;
                if (!image) throw new HttpError(404, 'Not found');
                const etag = `"${image.sha256}"`;
                // The name is the content's hash, so the answer never changes: cached for good.
                reply
                    .header('etag', etag)
                    .header('cache-control', 'public, max-age=31536000, immutable')
                    .header('x-content-type-options', 'nosniff');
                const known = request.headers['if-none-match']?.split(',').map(tag => tag.trim());
                if (known?.includes(etag)) return reply.status(304).send();
                return reply
                    .header('content-type', image.contentType)
                    .header('content-length', image.size)
                    .send(Buffer.from(image.bytes));
            }
        );
    },
    { name: 'uploads', dependencies: ['images-repository'] }
);
