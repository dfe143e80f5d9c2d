import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import type { ApiError } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { codeOf, codeOfStatus } from './errorCodes.ts';
import { fieldCodesOf, zodFields } from './errorFields.ts';
import { StoredAnswer } from './idempotency.ts';

/** The status and body the server answers for a failure (the OpenAPI document takes its examples from here). */
export function answerOf(error: FastifyError | HttpError | ZodError): {
    status: number;
    body: ApiError;
} {
    if (error instanceof ZodError) {
        const { errors, fieldCodes } = zodFields(error);
        const [field, message] = Object.entries(errors)[0] ?? ['body', 'Invalid input'];
        const first = fieldCodes[field] ?? { code: 'invalid_input', params: {} };
        return {
            status: 400,
            body: {
                message: `${field}: ${message}`,
                code: first.code,
                params: { ...first.params, field },
                errors,
                fieldCodes,
            },
        };
    }
    if (error instanceof HttpError) {
        return {
            status: error.statusCode,
            body: errorBody(error.statusCode, error.message, error.errors),
        };
    }
    // A constraint the database enforces lost a race with another request (a limit lowered while vouchers
    // were being issued, a customer deleted while assigned): the request conflicts with the current data.
    const code = (error as { code?: unknown }).code;
    if (code === '23514' || code === '23503' || code === '23505') {
        return { status: 409, body: errorBody(409, 'The request conflicts with the current data') };
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
        return { status, body: errorBody(status, error.message) };
    }
    return { status: 500, body: errorBody(500, 'Internal server error') };
}

/** An English message and field map with their codes: the message's own, else its status's. */
export function errorBody(
    status: number,
    message: string,
    errors?: Record<string, string>
): ApiError {
    const own = codeOf(message) ?? { code: codeOfStatus(status), params: {} };
    if (!errors) return { message, code: own.code, params: own.params };
    return {
        message,
        code: own.code,
        params: own.params,
        errors,
        fieldCodes: fieldCodesOf(errors),
    };
}

/**
 * Every failure answers `{message, code, params, errors?, fieldCodes?}` (contract/error.ts); a 5xx is logged as an error with its request id and never shows
 * details, a 4xx is logged at info.
 */
export default fp(
    async app => {
        app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
            if (error instanceof StoredAnswer) {
                return reply
                    .status(error.status)
                    .header('content-type', 'application/json; charset=utf-8')
                    .header('idempotent-replayed', 'true')
                    .send(Buffer.from(error.body));
            }
            const { status, body } = answerOf(error);
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
