import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { maxImagePixels, maxImageSide } from '../../contract/images.ts';
import { HttpError } from '../lib/httpError.ts';

export { maxImageBytes } from '../../contract/images.ts';

/** An uploaded image, decoded and re-encoded, named by the content stored. */
export interface CheckedImage {
    name: string;
    contentType: 'image/png' | 'image/jpeg';
    size: number;
    sha256: string;
    bytes: Buffer;
}

/** `<sha256>.<png|jpg>`: the names images are stored and served under. */
export const imageNamePattern = /^([0-9a-f]{64})\.(png|jpg)$/;

const types = {
    png: { extension: 'png', contentType: 'image/png' },
    jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
} as const;

// One libvips thread per image and no cache of decoded images: an upload is decoded once, and the
// server's two cores also serve requests.
sharp.concurrency(1);
sharp.cache(false);

const unreadable = 'The image cannot be read: it is damaged or not a JPEG or PNG file';
const tooManyPixels = `The image must be at most ${maxImageSide} pixels on each side and ${maxImagePixels / 1_000_000} megapixels`;

/** One decoding at a time, so that at most one decoded picture is held in memory. */
let previous: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const next = previous.then(task, task);
    previous = next.catch(() => {});
    return next;
}

/**
 * Decodes the file and writes it again: the picture alone, with its orientation applied, and no metadata,
 * trailing bytes or other chunks. Its size is read from the header first, and libvips refuses to decode more
 * than `maxImagePixels`, so a small file claiming a huge picture is refused before any decoding.
 */
async function reencode(file: Buffer, field: string) {
    const image = sharp(file, { limitInputPixels: maxImagePixels, failOn: 'warning' });
    try {
        const { format, width = 0, height = 0 } = await image.metadata();
        if (format !== 'png' && format !== 'jpeg') throw new Error('not a JPEG or PNG');
        if (width > maxImageSide || height > maxImageSide) {
            throw new HttpError(413, tooManyPixels, { [field]: tooManyPixels });
        }
        const encoded = image.autoOrient();
        const bytes = await (format === 'png'
            ? encoded.png()
            : encoded.jpeg({ quality: 90 })
        ).toBuffer();
        return { bytes, type: types[format] };
    } catch (error) {
        if (error instanceof HttpError) throw error;
        if (/pixel limit/.test((error as Error).message)) {
            throw new HttpError(413, tooManyPixels, { [field]: tooManyPixels });
        }
        throw new HttpError(400, unreadable, { [field]: unreadable });
    }
}

/** The file's first bytes say what it claims to be; only JPEG and PNG are decoded at all. */
const claimsImage = (file: Buffer) =>
    (file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) ||
    file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/**
 * Checks an upload (a 400, 413 or 415 naming `field`) and answers its re-encoded copy, named by its SHA-256.
 * The client's name and MIME type are ignored.
 */
export async function checkImage(file: Buffer, field = 'file'): Promise<CheckedImage> {
    if (file.length === 0) {
        throw new HttpError(400, 'The image is empty', { [field]: 'The image is empty' });
    }
    if (!claimsImage(file)) {
        throw new HttpError(415, 'The image must be a JPEG or PNG file', {
            [field]: 'Only JPEG or PNG',
        });
    }
    const { bytes, type } = await oneAtATime(() => reencode(file, field));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return {
        name: `${sha256}.${type.extension}`,
        contentType: type.contentType,
        size: bytes.length,
        sha256,
        bytes,
    };
}
