import { createHash } from 'node:crypto';
import { HttpError } from '../lib/httpError.ts';

export { maxImageBytes } from '../../contract/images.ts';

/** An uploaded image whose bytes have been checked, named by its content. */
export interface CheckedImage {
    name: string;
    contentType: 'image/png' | 'image/jpeg';
    size: number;
    sha256: string;
    bytes: Buffer;
}

/** `<sha256>.<png|jpg>`: the names images are stored and served under. */
export const imageNamePattern = /^([0-9a-f]{64})\.(png|jpg)$/;

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The file's own bytes decide its type; the client's name and MIME type are ignored. */
function imageType(file: Buffer) {
    if (file.length > 3 && file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) {
        return { extension: 'jpg', contentType: 'image/jpeg' } as const;
    }
    if (
        file.length > pngSignature.length &&
        file.subarray(0, pngSignature.length).equals(pngSignature)
    ) {
        return { extension: 'png', contentType: 'image/png' } as const;
    }
    return undefined;
}

/** Checks an upload's bytes (a 400 or 415 naming `field`) and names it by its SHA-256. */
export function checkImage(file: Buffer, field = 'file'): CheckedImage {
    if (file.length === 0) {
        throw new HttpError(400, 'The image is empty', { [field]: 'The image is empty' });
    }
    const type = imageType(file);
    if (!type) {
        throw new HttpError(415, 'The image must be a JPEG or PNG file', {
            [field]: 'Only JPEG or PNG',
        });
    }
    const sha256 = createHash('sha256').update(file).digest('hex');
    return {
        name: `${sha256}.${type.extension}`,
        contentType: type.contentType,
        size: file.length,
        sha256,
        bytes: file,
    };
}
