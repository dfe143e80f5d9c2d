import fp from 'fastify-plugin';
import { HttpError } from '../lib/httpError.ts';

// A NUL, or half of a surrogate pair (JSON's "\ud800"), which is no character at all: PostgreSQL refuses both.
const unstorable = /\0|\p{Cs}/u;

/** The path of the first string (key or value) holding a NUL character or a lone surrogate, or undefined. */
function findNul(value: unknown, path: string): string | undefined {
    if (typeof value === 'string') return unstorable.test(value) ? path : undefined;
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
    for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (unstorable.test(key)) return path || 'body';
        const found = findNul(item, itemPath);
        if (found) return found;
    }
    return undefined;
}

/**
 * PostgreSQL cannot store a NUL character in text, so one reaching a query is a 500. Every route's params, query
 * and JSON body are checked here, once, before validation, and a NUL answers 400 naming the field; multipart
 * fields are checked where the form is read.
 */
export default fp(
    async app => {
        app.addHook('preValidation', async request => {
            const field =
                findNul(request.params, '') ??
                findNul(request.query, '') ??
                findNul(request.body, '');
            if (field !== undefined) {
                const name = field || 'body';
                throw new HttpError(
                    400,
                    `${name} must be valid text (no NUL character or lone surrogate)`,
                    {
                        [name]: 'Must be valid text (no NUL character or lone surrogate)',
                    }
                );
            }
        });
    },
    { name: 'text-input' }
);
