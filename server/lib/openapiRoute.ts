import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
    ADVERTISEMENT_FORM_FIELDS,
    apiErrorSchema,
    type RouteAccess,
    VOUCHER_FORM_FIELDS,
} from '../../contract/index.ts';

/** The calls of spec §7; every other route is this server's addition and is marked `x-extension`. */
const specCalls = new Set([
    'POST /v1/i/auth/login',
    'POST /v1/i/auth/token/refresh',
    'GET /v1/i/vouchers',
    'GET /v1/i/vouchers/{id}',
    'POST /v1/i/vouchers',
    'PATCH /v1/i/vouchers/{id}',
    'DELETE /v1/i/vouchers/{id}',
    'GET /v1/i/advertisement',
    'GET /v1/i/advertisement/{id}',
    'POST /v1/i/advertisement',
    'PATCH /v1/i/advertisement',
    'GET /v1/i/customers',
    'GET /v1/i/customers/{id}',
    'GET /v1/i/customer/{id}',
    'GET /v1/i/customers/{id}/vouchers',
    'POST /v1/i/vouchers/{voucherId}/users/assign',
    'DELETE /v1/i/vouchers/redeemed/{customerVoucherId}/users/{customerId}',
]);

/** Routes that belong to a named extension of GET /v1/i/extensions (server/extensions/routes.ts). */
const namedExtensions: Record<string, string | undefined> = {
    'GET /v1/i/audit-log': 'audit-log',
    'GET /v1/i/dashboard': 'dashboard',
    'GET /v1/i/customers/export.csv': 'csv-export',
    'GET /v1/i/customers/{id}/vouchers/export.csv': 'csv-export',
    'GET /v1/i/staff-users/export.csv': 'csv-export',
    'GET /v1/i/audit-log/export.csv': 'csv-export',
    'GET /v1/i/customers/{id}/points/export.csv': 'csv-export',
    'GET /v1/i/customers/{id}/transactions/export.csv': 'csv-export',
    'GET /v1/i/notifications/export.csv': 'csv-export',
    'POST /v1/i/auth/logout': 'logout',
};

/** The success answers' headers that a route sets beside its body. */
const extensionsHeader = {
    'X-Extensions': {
        type: 'string',
        description:
            "This server's extensions (GET /v1/i/extensions's list), comma-separated, such as `paging, csv-export`. A provider with only spec §7's calls sends none; the console then asks nothing more.",
    },
};
const successHeaders: Record<string, Record<string, JsonSchema>> = {
    'POST /v1/i/auth/login': extensionsHeader,
    'POST /v1/i/auth/token/refresh': extensionsHeader,
};

/** Every answer names its request (the caller's X-Request-Id when usable, else a new one). */
const requestIdHeader: Record<string, JsonSchema> = {
    'X-Request-Id': {
        type: 'string',
        description:
            "This request's id, as the logs and audit entries name it: the caller's X-Request-Id when it is at most 128 characters of `A-Z a-z 0-9 . _ : -`, else one the server made.",
    },
};

/** The header of a write that honours retries (plugins/idempotency.ts). */
const idempotencyKeyHeader = {
    type: 'object',
    properties: {
        'Idempotency-Key': {
            type: 'string',
            minLength: 1,
            maxLength: 255,
            pattern: '^[\\x21-\\x7e]+$',
            description:
                'Optional. A repeat with the same key (per staff member) within 24 hours answers the first success and changes nothing; the same key with another request is a 422 `idempotency_key_reused`, and while the first still runs a 409 `idempotency_in_progress`. See docs/api.md, "Retries and request ids".',
        },
    },
};

/** The list parameters that only the `paging` extension reads; a §7 provider ignores them. */
const pagingParameters = new Set(['page', 'perPage', 'sort', 'order', 'status', 'q']);

/** The multipart forms of spec §7: their text fields (contract/forms.ts) and the image part `file`. */
const multipartForms: Record<string, readonly string[]> = {
    'POST /v1/i/vouchers': VOUCHER_FORM_FIELDS,
    'PATCH /v1/i/vouchers/{id}': VOUCHER_FORM_FIELDS,
    'POST /v1/i/advertisement': ADVERTISEMENT_FORM_FIELDS,
    'PATCH /v1/i/advertisement': ['id', ...ADVERTISEMENT_FORM_FIELDS],
};

type JsonSchema = Record<string, unknown>;

/** The wire shape of a zod schema: its input side, since transforms run after the bytes arrive. */
function toJsonSchema(schema: unknown): JsonSchema {
    const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });
    delete json.$schema;
    return json;
}

function formSchema(fields: readonly string[]): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    for (const field of fields) properties[field] = { type: 'string' };
    properties.file = { type: 'string', contentMediaType: 'image/*', description: 'The image.' };
    // As the routes do: a field the form does not name is refused ("Unknown field").
    return { type: 'object', properties, additionalProperties: false };
}

const accessText: Record<string, string> = {
    public: 'Public: no token needed.',
    read: 'Any signed-in staff member (Bearer token).',
};

/** The error answers a route can give, each with the `{message, errors}` body of contract/error.ts. */
function errorAnswers(
    access: RouteAccess,
    schema: JsonSchema,
    idempotent: boolean
): Record<string, JsonSchema> {
    const error = (description: string) => ({ ...toJsonSchema(apiErrorSchema), description });
    const answers: Record<string, JsonSchema> = {};
    if (schema.body || schema.querystring || schema.params) {
        answers[400] = error(
            'Invalid input: `message` is the first problem, `errors` names each field.'
        );
    }
    if (access !== 'public') answers[401] = error('No valid access token.');
    if (access !== 'public' && access !== 'read') answers[403] = error(`Needs ${access}.`);
    if (schema.params) answers[404] = error('Not found.');
    if (idempotent) {
        answers[409] = error(
            'A conflict with the current data, or `idempotency_in_progress`: the first request with this Idempotency-Key still runs.'
        );
        answers[422] = error(
            '`idempotency_key_reused`: this Idempotency-Key came with another request.'
        );
    }
    answers.default = error('Any other failure (409 conflict, 413 too large, 429, 500).');
    return answers;
}

/** Set on an operation whose body may be left out; optionalBodies() turns it into the document's word for it. */
const optionalBodyMark = 'x-optional-body';

/**
 * @fastify/swagger marks every request body required (Fastify insists on one when a route validates a body), but
 * a route whose schema accepts none (refresh, logout) takes a request without one: say so, or typed clients
 * would have to send a body the route does not need.
 */
export function optionalBodies<Document>(document: Document): Document {
    const paths = (document as { paths?: Record<string, Record<string, JsonSchema>> }).paths ?? {};
    for (const operation of Object.values(paths).flatMap(item => Object.values(item))) {
        if (!operation[optionalBodyMark]) continue;
        delete operation[optionalBodyMark];
        (operation.requestBody as JsonSchema).required = false;
    }
    return document;
}

/** A route's zod schemas as one OpenAPI operation's JSON Schemas, with its access, errors and extension. */
export function describeRoute(
    route: RouteOptions,
    url: string,
    examples: Record<string, unknown>
): JsonSchema {
    const source = (route.schema ?? {}) as Record<string, unknown>;
    if (source.hide) return source;
    const method = [route.method].flat()[0] as string;
    const path = url.replace(/:(\w+)/g, '{$1}');
    const key = `${method} ${path}`;
    const { access, idempotent } = route.config as { access: RouteAccess; idempotent?: true };
    const schema: JsonSchema = { tags: [path.split('/')[3] ?? path.split('/')[1]] };
    for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
        if (source[part]) schema[part] = toJsonSchema(source[part]);
    }
    if (idempotent) schema.headers = { ...idempotencyKeyHeader, ...(schema.headers as JsonSchema) };
    if ((source.body as z.ZodType | undefined)?.safeParse(undefined).success) {
        schema[optionalBodyMark] = true;
    }
    const query = schema.querystring as { properties?: Record<string, JsonSchema> } | undefined;
    for (const [name, property] of Object.entries(query?.properties ?? {})) {
        if (pagingParameters.has(name)) {
            property['x-extension'] = 'paging';
            property.description =
                'Extension `paging`: with any of these the answer is one page and `total`.';
        }
    }
    if (multipartForms[key]) {
        schema.body = {
            content: { 'multipart/form-data': { schema: formSchema(multipartForms[key]) } },
        };
    }
    const responses: Record<string, JsonSchema> = {};
    for (const [status, answer] of Object.entries(
        (source.response ?? {}) as Record<string, unknown>
    )) {
        const description = status.startsWith('2') ? 'Success' : 'Failure: see the body.';
        responses[status] = { ...toJsonSchema(answer), description };
    }
    if (examples[key] !== undefined && responses[200]) responses[200].examples = [examples[key]];
    if (successHeaders[key] && responses[200]) responses[200].headers = successHeaders[key];
    if (!Object.keys(responses).some(status => status.startsWith('2'))) {
        // Without a declared answer a GET sends a file (an uploaded image) and a write sends nothing.
        responses[method === 'GET' ? 200 : 204] =
            method === 'GET'
                ? {
                      description: 'The file.',
                      content: { [path.endsWith('.csv') ? 'text/csv' : 'image/*']: { schema: {} } },
                  }
                : { type: 'null', description: 'Success, no body.' };
    }
    schema.response = { ...errorAnswers(access, schema, idempotent === true), ...responses };
    for (const answer of Object.values(schema.response as Record<string, JsonSchema>)) {
        answer.headers = { ...requestIdHeader, ...(answer.headers as JsonSchema | undefined) };
    }
    schema['x-access'] = access;
    schema.security = access === 'public' ? [] : [{ bearer: [] }];
    const extension = specCalls.has(key) ? undefined : (namedExtensions[key] ?? true);
    if (extension !== undefined) schema['x-extension'] = extension;
    schema.summary = `access: ${access}${extension === undefined ? '' : ' · extension'}`;
    schema.description = [
        `Access: ${accessText[access] ?? `needs the permission ${access}.`}`,
        extension === undefined
            ? 'A call of spec §7.'
            : `Not a call of spec §7: an extension of this server${extension === true ? '' : ` (\`${extension}\`)`}.`,
    ].join(' ');
    return schema;
}
