import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteAccess } from '../../contract/index.ts';
import { SPEC_CALLS } from '../../contract/specCalls.ts';
import { errorAnswers } from './openapiAnswers.ts';
import { operationIdOf, optionalBodyMark, sessionSecurity, tagOf } from './openapiDocument.ts';
import { multipartForms } from './openapiForms.ts';
import { type JsonSchema, toJsonSchema } from './openapiSchema.ts';

/** The calls of spec §7; every other route is this server's addition and is marked `x-extension`. */
const specCalls = new Set<string>(SPEC_CALLS);

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

const binary = { type: 'string', format: 'binary' };

const setCookie = (what: string) => ({
    'Set-Cookie': {
        type: 'string',
        description: `${what} \`refreshToken\` is HttpOnly, SameSite=Strict, path /v1/i/auth; \`XSRF-TOKEN\` (path /) is for the page to echo in X-XSRF-TOKEN.`,
    },
});
const sessionCookies = setCookie('Sets the two session cookies, each for 7 days:');

/** What an answer of these routes says besides its body: the headers a route sets, and its other successes. */
const answerExtras: Record<string, Record<string, JsonSchema>> = {
    'POST /v1/i/auth/login': { 200: { headers: { ...extensionsHeader, ...sessionCookies } } },
    'POST /v1/i/auth/token/refresh': {
        200: { headers: { ...extensionsHeader, ...sessionCookies } },
        401: { headers: setCookie('Clears the refresh cookie:') },
    },
    'POST /v1/i/auth/logout': { 204: { headers: setCookie('Clears both session cookies:') } },
    'GET /v1/t/{token}/open': {
        200: { description: 'A 1×1 GIF.', content: { 'image/gif': { schema: binary } } },
    },
    'GET /v1/t/{token}/click': {
        200: {
            description:
                "The delivery's deeplink is not a web address on an allowed host: a short page.",
            content: { 'text/html': { schema: { type: 'string' } } },
        },
        302: {
            type: 'null',
            description:
                "To the delivery's deeplink, an https:// address on a host DEEPLINK_HOSTS lists.",
            headers: { Location: { type: 'string', format: 'uri', description: 'The deeplink.' } },
        },
    },
    'GET /uploads/{name}': {
        200: {
            description: 'The image, cached for good: its name is the hash of its content.',
            content: { 'image/jpeg': { schema: binary }, 'image/png': { schema: binary } },
            headers: {
                ETag: { type: 'string', description: 'The SHA-256 of the content, quoted.' },
                'Cache-Control': {
                    type: 'string',
                    description: '`public, max-age=31536000, immutable`.',
                },
            },
        },
        304: {
            type: 'null',
            description: 'If-None-Match named this ETag: the copy the client holds is this one.',
        },
    },
};

/** The routes whose request needs the session cookies instead of the access token. */
const cookieRoutes = new Set(['POST /v1/i/auth/token/refresh', 'POST /v1/i/auth/logout']);

const accessText: Record<string, string> = {
    public: 'Public: no token needed.',
    read: 'Any signed-in staff member (Bearer token).',
};

/** The answers a route declares in its schema, with the extras above. */
function declaredAnswers(
    source: Record<string, unknown>,
    key: string,
    method: string,
    example: unknown
): Record<string, JsonSchema> {
    const responses: Record<string, JsonSchema> = {};
    for (const [status, answer] of Object.entries(
        (source.response ?? {}) as Record<string, unknown>
    )) {
        const description = status.startsWith('2') ? 'Success' : 'Failure: see the body.';
        responses[status] = { ...toJsonSchema(answer), description };
    }
    if (example !== undefined && responses[200]) responses[200].examples = [example];
    if (key === 'POST /v1/i/auth/login' && responses[401]) {
        responses[401].description =
            'Wrong username or password (`errors` on both fields, no message), or a disabled account (`message`).';
        responses[401].examples = [
            {
                errors: {
                    username: 'Invalid username or password',
                    password: 'Invalid username or password',
                },
            },
        ];
    }
    if (!Object.keys(responses).some(status => status.startsWith('2'))) {
        // Without a declared answer a GET sends a file (an export) and a write sends nothing.
        responses[method === 'GET' ? 200 : 204] =
            method === 'GET'
                ? {
                      description: 'The CSV file.',
                      content: { 'text/csv': { schema: { type: 'string' } } },
                  }
                : { type: 'null', description: 'Success, no body.' };
    }
    return responses;
}

function describeQuery(schema: JsonSchema): void {
    const query = schema.querystring as { properties?: Record<string, JsonSchema> } | undefined;
    for (const [name, property] of Object.entries(query?.properties ?? {})) {
        if (pagingParameters.has(name)) {
            property['x-extension'] = 'paging';
            property.description = [
                property.description,
                'Extension `paging`: with any of these the answer is one page and `total`.',
            ]
                .filter(Boolean)
                .join(' ');
        }
    }
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
    const config = route.config as {
        access: RouteAccess;
        idempotent?: true;
        beforePasswordChange?: true;
    };
    const { access } = config;
    const idempotent = config.idempotent === true;
    const schema: JsonSchema = { operationId: operationIdOf(method, path), tags: [tagOf(path)] };
    for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
        if (source[part]) schema[part] = toJsonSchema(source[part]);
    }
    if (idempotent) schema.headers = { ...idempotencyKeyHeader, ...(schema.headers as JsonSchema) };
    if ((source.body as z.ZodType | undefined)?.safeParse(undefined).success) {
        // No body at all is said by the operation, not by an `undefined` branch (which JSON Schema writes `{}`).
        schema[optionalBodyMark] = true;
        const body = schema.body as { anyOf?: JsonSchema[] };
        body.anyOf = body.anyOf?.filter(branch => Object.keys(branch).length > 0);
    }
    describeQuery(schema);
    const form = multipartForms[key];
    if (form) schema.body = { content: { 'multipart/form-data': { schema: form.schema } } };
    const responses = declaredAnswers(source, key, method, examples[key]);
    const errors = errorAnswers({
        key,
        method,
        access,
        idempotent,
        beforePasswordChange: config.beforePasswordChange === true,
        source,
        invalidForm: form?.invalid,
        namesRecord: Boolean(source.params) || key === 'PATCH /v1/i/advertisement',
    });
    const answers: Record<string, JsonSchema> = { ...errors, ...responses };
    for (const [status, extra] of Object.entries(answerExtras[key] ?? {})) {
        answers[status] = { ...answers[status], ...extra };
    }
    for (const answer of Object.values(answers)) {
        answer.headers = { ...requestIdHeader, ...(answer.headers as JsonSchema | undefined) };
    }
    schema.response = answers;
    schema['x-access'] = access;
    schema.security = cookieRoutes.has(key)
        ? sessionSecurity
        : access === 'public'
          ? []
          : [{ bearer: [] }];
    const extension = specCalls.has(key) ? undefined : (namedExtensions[key] ?? true);
    if (extension !== undefined) schema['x-extension'] = extension;
    schema.summary = `access: ${access}${extension === undefined ? '' : ' · extension'}`;
    schema.description = [
        `Access: ${cookieRoutes.has(key) ? 'the session cookies and the XSRF header (no access token).' : (accessText[access] ?? `needs the permission ${access}.`)}`,
        extension === undefined
            ? 'A call of spec §7.'
            : `Not a call of spec §7: an extension of this server${extension === true ? '' : ` (\`${extension}\`)`}.`,
    ].join(' ');
    return schema;
}
