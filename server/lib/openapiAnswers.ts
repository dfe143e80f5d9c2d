import type { z } from 'zod';
import { apiErrorSchema, type RouteAccess } from '../../contract/index.ts';
import { answerOf } from '../plugins/errors.ts';
import { HttpError } from './httpError.ts';
import { toJsonSchema } from './openapiSchema.ts';
import { PasswordHashingBusy } from './passwords.ts';

type JsonSchema = Record<string, unknown>;

/** What decides a route's error answers: its method, declared access and the parts it reads. */
export interface RouteFacts {
    key: string;
    method: string;
    access: RouteAccess;
    idempotent: boolean;
    /** Password changes may be made while one is required, so such a route is not refused for it. */
    beforePasswordChange: boolean;
    /** The route's own zod schemas, to take a real 400 from. */
    source: Record<string, unknown>;
    /** The multipart form's real refusal of an empty form, when the route reads one. */
    invalidForm?: () => unknown;
    /** A path parameter or an id in the body names a record that may be missing. */
    namesRecord: boolean;
}

/** The routes that count failed attempts and hash passwords: they answer 429 and, under a burst, 503. */
const throttled: Record<string, [string, string]> = {
    'POST /v1/i/auth/login': [
        'Too many failed login attempts. Please try again later.',
        new PasswordHashingBusy().message,
    ],
    'POST /v1/i/auth/password': [
        'Too many wrong current passwords. Please try again in 15 minutes.',
        new PasswordHashingBusy().message,
    ],
};
const xsrf: [string, string] = [
    'The X-XSRF-TOKEN header is missing or does not match the XSRF-TOKEN cookie.',
    'Missing or invalid XSRF token',
];
/** Refresh and logout read the session cookies, not the access token (auth/routes.ts). */
const sessionAnswers: Record<string, Record<string, [string, string]>> = {
    'POST /v1/i/auth/token/refresh': {
        401: [
            'No refresh cookie, or one that no longer renews a session (rotated, ended, or its staff member disabled).',
            'Session expired. Please sign in again.',
        ],
        403: xsrf,
    },
    'POST /v1/i/auth/logout': { 403: xsrf },
};
/** Routes that answer 503 for another reason. */
const unavailable: Record<string, string> = {
    'GET /ready': 'The database is not reachable',
};

const writes = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const withBody = new Set(['POST', 'PATCH', 'PUT']);

/** The body the server sends for this failure, as the error handler writes it. */
const bodyOf = (error: unknown) => answerOf(error as HttpError).body;
const failure = (status: number, message: string, errors?: Record<string, string>) =>
    bodyOf(new HttpError(status, message, errors));

/** The 400 the route really answers: its own schema's refusal of a wrong value, or the form's. */
function invalidExample(facts: RouteFacts): unknown {
    for (const [part, wrong] of [
        ['params', { id: 'x' }],
        ['querystring', { unknown: '1' }],
        ['body', { unknown: 1 }],
    ] as const) {
        const schema = facts.source[part] as z.ZodType | undefined;
        const result = schema?.safeParse(wrong);
        if (result && !result.success) return bodyOf(result.error);
    }
    if (facts.invalidForm) {
        try {
            facts.invalidForm();
        } catch (error) {
            return bodyOf(error);
        }
    }
    // Every route checks its params, query and JSON body for NUL characters before anything else.
    return failure(400, 'q must be valid text (no NUL character or lone surrogate)', {
        q: 'Must be valid text (no NUL character or lone surrogate)',
    });
}

/**
 * The error answers of one route, derived from what it declares (access, parts, idempotency) rather than listed
 * per operation, each with the `apiErrorSchema` body and an example the server's error handler really writes.
 */
export function errorAnswers(facts: RouteFacts): Record<string, JsonSchema> {
    const answers: Record<string, [string, unknown]> = {};
    const multipart = facts.invalidForm !== undefined;
    answers[400] = [
        'Invalid input: `message` is the first problem, `errors` names each field and `fieldCodes` their codes.',
        invalidExample(facts),
    ];
    if (facts.access !== 'public') {
        answers[401] = [
            'No valid access token (missing, expired, or its session ended).',
            failure(401, 'Authentication required'),
        ];
        const mayForbid = facts.access !== 'read' || !facts.beforePasswordChange;
        if (mayForbid) {
            answers[403] =
                facts.access === 'read'
                    ? [
                          'The staff member must change their password first.',
                          failure(403, 'Please change your password before going on'),
                      ]
                    : [
                          `The staff member lacks the permission \`${facts.access}\` (or must change their password first).`,
                          failure(403, 'You do not have permission to do this'),
                      ];
        }
    }
    for (const [status, [description, message]] of Object.entries(
        sessionAnswers[facts.key] ?? {}
    )) {
        answers[status] = [description, failure(Number(status), message)];
    }
    if (facts.namesRecord) answers[404] = ['No such record.', failure(404, 'Not found')];
    if (facts.idempotent) {
        answers[409] = [
            'A conflict with the current data, or `idempotency_in_progress`: the first request with this Idempotency-Key still runs.',
            failure(409, 'A request with this Idempotency-Key is still running'),
        ];
        answers[422] = [
            '`idempotency_key_reused`: this Idempotency-Key came with another request.',
            failure(422, 'This Idempotency-Key was used with another request'),
        ];
    } else if (writes.has(facts.method) && facts.access !== 'public') {
        answers[409] = [
            'The write lost a race with another one (a record removed or a limit changed meanwhile).',
            failure(409, 'The request conflicts with the current data'),
        ];
    }
    if (withBody.has(facts.method)) {
        answers[413] = multipart
            ? [
                  'The image is over 5 MB, or the form has too many parts.',
                  failure(413, 'The image must be at most 5 MB', { file: 'At most 5 MB' }),
              ]
            : ['The body is over 1 MB.', failure(413, 'Request body is too large')];
        answers[415] = multipart
            ? [
                  'The body is not multipart/form-data.',
                  failure(415, 'Expected a multipart/form-data body', {
                      body: 'Expected multipart/form-data',
                  }),
              ]
            : [
                  'The body is neither JSON nor multipart/form-data.',
                  failure(415, 'Unsupported Media Type'),
              ];
    }
    const [tooMany, busy] = throttled[facts.key] ?? [];
    if (tooMany) answers[429] = ['Too many attempts; see Retry-After.', failure(429, tooMany)];
    const down = busy ?? unavailable[facts.key];
    if (down) answers[503] = ['Not available now; see Retry-After.', failure(503, down)];
    answers.default = [
        'An unexpected failure (500), or 503 while the server shuts down.',
        failure(500, 'Internal server error'),
    ];
    const error = toJsonSchema(apiErrorSchema);
    return Object.fromEntries(
        Object.entries(answers).map(([status, [description, example]]) => [
            status,
            { ...error, description, examples: [example] },
        ])
    );
}
