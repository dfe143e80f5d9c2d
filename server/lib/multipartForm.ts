import type { FastifyRequest } from 'fastify';
import { HttpError } from './httpError.ts';

export interface MultipartForm {
    fields: Record<string, string>;
    file: Buffer | undefined;
}

/**
 * Reads a multipart body whose text fields must be among `allowed` and whose only file part is `file`.
 * The file is held in memory (at most 5 MB, enforced by the multipart limits, which answer 413) and is only
 * written to disk once the whole form has been checked, so a rejected request stores nothing.
 */
export async function readMultipartForm(
    request: FastifyRequest,
    allowed: readonly string[]
): Promise<MultipartForm> {
    if (!request.isMultipart()) {
        throw new HttpError(415, 'Expected a multipart/form-data body');
    }
    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    for await (const part of request.parts()) {
        if (part.type === 'file') {
            const buffer = await part.toBuffer();
            if (part.fieldname !== 'file' || file) {
                throw new HttpError(400, `Unexpected file field ${part.fieldname}`, {
                    [part.fieldname]: 'Unknown field',
                });
            }
            file = buffer;
            continue;
        }
        if (!allowed.includes(part.fieldname)) {
            throw new HttpError(400, `Unknown field ${part.fieldname}`, {
                [part.fieldname]: 'Unknown field',
            });
        }
        if (part.fieldname in fields) {
            throw new HttpError(400, `Field ${part.fieldname} was sent twice`, {
                [part.fieldname]: 'Sent twice',
            });
        }
        if (part.valueTruncated) {
            throw new HttpError(413, `Field ${part.fieldname} is too long`, {
                [part.fieldname]: 'Too long',
            });
        }
        fields[part.fieldname] = String(part.value);
    }
    return { fields, file };
}
