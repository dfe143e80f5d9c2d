import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { HttpError } from '../lib/httpError.ts';

declare module 'fastify' {
    interface FastifyInstance {
        uploads: {
            remove(name: string | null): Promise<void>;
            /**
             * Runs the row's write with the image name it should hold: the new file's when one was sent (stored
             * first), else `current`. Exactly one file outlives it: the new one is removed when the write throws
             * or finds no row (undefined), the replaced one when the write succeeds.
             */
            writeWithImage<Written>(
                file: Buffer | undefined,
                current: string | null,
                write: (imageName: string | null) => Promise<Written | undefined>
            ): Promise<Written | undefined>;
        };
    }
}

export const maxImageBytes = 5 * 1024 * 1024;

const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The file's own bytes decide its type; the client's name and MIME type are ignored. */
function imageExtension(file: Buffer): 'jpg' | 'png' | undefined {
    if (file.length > 3 && file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) {
        return 'jpg';
    }
    if (
        file.length > pngSignature.length &&
        file.subarray(0, pngSignature.length).equals(pngSignature)
    ) {
        return 'png';
    }
    return undefined;
}

const namePattern = /^[0-9a-f-]{36}\.(jpg|png)$/;

export default fp<{ dataDir: string }>(
    async (app, options) => {
        const directory = path.join(options.dataDir, 'uploads');
        await mkdir(directory, { recursive: true });

        /** Checks the bytes, stores the image under a new name and returns that name. */
        async function saveImage(file: Buffer, field: string) {
            if (file.length === 0) {
                throw new HttpError(400, 'The image is empty', {
                    [field]: 'The image is empty',
                });
            }
            const extension = imageExtension(file);
            if (!extension) {
                throw new HttpError(415, 'The image must be a JPEG or PNG file', {
                    [field]: 'Only JPEG or PNG',
                });
            }
            const name = `${randomUUID()}.${extension}`;
            await writeFile(path.join(directory, name), file, { flag: 'wx' });
            return name;
        }
        async function remove(name: string | null) {
            if (name && namePattern.test(name)) {
                await rm(path.join(directory, name), { force: true });
            }
        }
        app.decorate('uploads', {
            remove,
            async writeWithImage(file, current, write) {
                if (!file) return write(current);
                const name = await saveImage(file, 'file');
                const written = await write(name).catch(async error => {
                    await remove(name);
                    throw error;
                });
                await remove(written === undefined ? name : current);
                return written;
            },
        });

        app.get(
            '/uploads/:name',
            {
                // Images are linked from answers and loaded by <img> tags, which send no Bearer token.
                config: { access: 'public' },
                schema: { params: z.strictObject({ name: z.string().max(64) }) },
            },
            async (request, reply) => {
                const { name } = request.params as { name: string };
                const match = namePattern.exec(name);
                const file = path.join(directory, name);
                const found = match && (await stat(file).catch(() => undefined));
                if (!match?.[1] || !found) {
                    throw new HttpError(404, 'Not found');
                }
                // Names are never reused, so the image can be cached for good.
                return reply
                    .header('content-type', contentTypes[match[1]])
                    .header('content-length', found.size)
                    .header('x-content-type-options', 'nosniff')
                    .header('cache-control', 'public, max-age=31536000, immutable')
                    .send(createReadStream(file));
            }
        );
    },
    { name: 'uploads' }
);
