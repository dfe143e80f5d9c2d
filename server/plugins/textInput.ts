import fp from 'fastify-plugin';
import { HttpError } from '../lib/httpError.ts';

/** The path of the first string (key or value) holding a NUL character, or undefined. */
function findNul(value: unknown, path: string): string | undefined {
    if (typeof value === 'string') return value.includes('\0') ? path : undefined;
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
    for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return path || 'body';
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
                throw new HttpError(400, `${name} must not contain NUL characters`, {
                    [name]: 'Must not contain NUL characters',
                });
            }
        });
    },
    { name: 'text-input' }
);
