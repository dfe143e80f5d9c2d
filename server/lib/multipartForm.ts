import type { FastifyRequest } from 'fastify';
import { settleKey } from '../plugins/idempotency.ts';
import { HttpError } from './httpError.ts';

export interface MultipartForm {
    fields: Record<string, string>;
    file: Buffer | undefined;
}

/** The multipart plugin's own limit errors, answered with the field they concern. */
const limitAnswers: Record<string, [number, string, Record<string, string>]> = {
    FST_REQ_FILE_TOO_LARGE: [413, 'The image must be at most 5 MB', { file: 'At most 5 MB' }],
    FST_FILES_LIMIT: [413, 'Only one file may be sent', { file: 'Only one file' }],
    FST_FIELDS_LIMIT: [413, 'Too many fields', { body: 'Too many fields' }],
    FST_PARTS_LIMIT: [413, 'Too many parts', { body: 'Too many parts' }],
    FST_PROTO_VIOLATION: [400, 'A field name is not allowed', { body: 'Field name not allowed' }],
};

/**
 * A client's broken body (no or wrong boundary, truncated, malformed part headers) is a 400 naming the body;
 * anything the plugin or this module already answers keeps its status.
 */
function asClientError(error: unknown): unknown {
    if (error instanceof HttpError) return error;
    const code = (error as { code?: string }).code ?? '';
    const known = limitAnswers[code];
    if (known) return new HttpError(...known);
    return new HttpError(400, 'The multipart body is malformed', {
        body: 'Malformed multipart/form-data body',
    });
}

function checkText(name: string, value: string) {
    // PostgreSQL cannot store NUL in text; a client that sends one made a mistake, not the server.
    if (value.includes('\0')) {
        throw new HttpError(400, `${name} must not contain NUL characters`, {
            [name]: 'Must not contain NUL characters',
        });
    }
}

/**
 * Reads a multipart body whose text fields must be among `allowed` and whose only file part is `file`.
 * The file is held in memory (at most 5 MB, enforced by the multipart limits, which answer 413) and is only
 * stored once the whole form has been checked, so a rejected request stores nothing.
 */
export async function readMultipartForm(
    request: FastifyRequest,
    allowed: readonly string[]
): Promise<MultipartForm> {
    if (!request.isMultipart()) {
        throw new HttpError(415, 'Expected a multipart/form-data body', {
            body: 'Expected multipart/form-data',
        });
    }
    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    try {
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
            const name = part.fieldname;
            if (!allowed.includes(name)) {
                throw new HttpError(400, `Unknown field ${name}`, { [name]: 'Unknown field' });
            }
            if (name in fields) {
                throw new HttpError(400, `Field ${name} was sent twice`, { [name]: 'Sent twice' });
            }
            if (part.valueTruncated) {
                throw new HttpError(413, `Field ${name} is too long`, { [name]: 'Too long' });
            }
            const value = String(part.value);
            checkText(name, value);
            fields[name] = value;
        }
    } catch (error) {
        throw asClientError(error);
    }
    // A write sent with an Idempotency-Key is matched against its first request by the parts it sent.
    await settleKey(request, { fields, file });
    return { fields, file };
}
