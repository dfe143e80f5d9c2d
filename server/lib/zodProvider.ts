import type {
    FastifyBaseLogger,
    FastifyInstance,
    FastifyTypeProvider,
    RawReplyDefaultExpression,
    RawRequestDefaultExpression,
    RawServerDefault,
} from 'fastify';
import type { z } from 'zod';
import { sharedAnswers } from './sharedAnswers.ts';

/** Lets route handlers see the output types of the zod schemas declared on the route. */
export interface ZodTypeProvider extends FastifyTypeProvider {
    validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
    serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The instance type route plugins receive. */
export type App = FastifyInstance<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    FastifyBaseLogger,
    ZodTypeProvider
>;

/**
 * Route schemas are zod schemas: they validate params, query and body, and describe the answer.
 * Answers are checked against their schema only when `checkResponses` is on (tests), because
 * parsing every answer again would cost the hot paths for no gain in production.
 */
export function applyZodSchemas(app: FastifyInstance, checkResponses: boolean): void {
    app.setValidatorCompiler(({ schema }) => data => {
        const result = (schema as z.ZodType).safeParse(data);
        return result.success ? { value: result.data } : { error: result.error };
    });
    // An answer shared by several requests (app.sharedRead) is serialised once.
    const serialised = new WeakMap<object, string>();
    app.setSerializerCompiler(({ schema }) => data => {
        const shared = typeof data === 'object' && data !== null && sharedAnswers.has(data);
        const known = shared ? serialised.get(data) : undefined;
        if (known !== undefined) return known;
        if (checkResponses) {
            const result = (schema as z.ZodType).safeParse(data);
            if (!result.success) {
                throw new Error(`Answer does not match its schema: ${result.error.message}`);
            }
        }
        const text = JSON.stringify(data);
        if (shared) serialised.set(data, text);
        return text;
    });
}
