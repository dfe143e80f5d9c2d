import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import type { ApiError } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';

function fieldErrors(error: ZodError): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) {
        if (issue.code === 'unrecognized_keys') {
            for (const key of issue.keys) {
                errors[[...issue.path, key].join('.')] = 'Unknown field';
            }
            continue;
        }
        const field = issue.path.join('.') || 'body';
        errors[field] ??= issue.message;
    }
    return errors;
}

function answer(error: FastifyError | HttpError | ZodError): { status: number; body: ApiError } {
    if (error instanceof ZodError) {
        const errors = fieldErrors(error);
        const [field, message] = Object.entries(errors)[0] ?? ['body', 'Invalid input'];
        return { status: 400, body: { message: `${field}: ${message}`, errors } };
    }
    if (error instanceof HttpError) {
        return { status: error.statusCode, body: { message: error.message, errors: error.errors } };
    }
    // A constraint the database enforces lost a race with another request (a limit lowered while vouchers
    // were being issued, a customer deleted while assigned): the request conflicts with the current data.
    const code = (error as { code?: unknown }).code;
    if (code === '23514' || code === '23503' || code === '23505') {
        return { status: 409, body: { message: 'The request conflicts with the current data' } };
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
        return { status, body: { message: error.message } };
    }
    return { status: 500, body: { message: 'Internal server error' } };
}

/**
 * Every failure answers `{message, errors?}`; a 5xx is logged as an error with its request id and never shows
 * details, a 4xx is logged at info.
 */
export default fp(
    async app => {
        app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
            const { status, body } = answer(error);
            if (status >= 500) {
                request.log.error({ err: error, reqId: request.id }, 'request failed');
            } else {
                // A client's mistake is worth a line for whoever traces a request, not an alert.
                request.log.info(
                    { reqId: request.id, status, message: body.message },
                    'request refused'
                );
            }
            return reply.status(status).send(body);
        });
    },
    { name: 'errors' }
);
