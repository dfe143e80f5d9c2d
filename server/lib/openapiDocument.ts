import { formEncoding } from './openapiForms.ts';
import type { JsonSchema } from './openapiSchema.ts';

/** The document's header: what it describes, who answers for it, and where it is served. */
export const documentInfo = {
    title: 'Loyalty back-office API',
    version: '1.0.0',
    description:
        'The calls of spec §7 and this reference server\'s extensions (marked `x-extension`). Every error answers `{"message", "code", "params", "errors"?, "fieldCodes"?}` (the codes are listed in docs/api.md); `x-access` is what the route needs.',
    contact: { name: 'Loyalty back-office maintainers', url: 'https://example.com/loyalty' },
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
} as const;

/** Relative, so that the document is right on whichever host and port serves it. */
export const documentServers = [{ url: '/', description: 'The server that serves this document.' }];

export const securitySchemes = {
    bearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The access token that login and refresh answer.',
    },
    refreshCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'refreshToken',
        description:
            'The refresh token login sets (HttpOnly, SameSite=Strict, path /v1/i/auth); each refresh replaces it.',
    },
    xsrfCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'XSRF-TOKEN',
        description:
            'The anti-forgery cookie login sets (path /, readable by the page); sent back beside the header that echoes it.',
    },
    xsrfHeader: {
        type: 'apiKey',
        in: 'header',
        name: 'X-XSRF-TOKEN',
        description:
            'The value of the XSRF-TOKEN cookie login sets (readable by the page), echoed back; a mismatch is a 403.',
    },
} as const;

/** Refresh and logout need both session cookies and the XSRF header that echoes one of them. */
export const sessionSecurity = [{ refreshCookie: [], xsrfCookie: [], xsrfHeader: [] }];

/** The tags, one per first path segment, in the order the reference page shows them. */
export const documentTags = [
    ['auth', 'Signing in, renewing and ending a session; one’s own password and profile.'],
    ['vouchers', 'Vouchers (spec §7), assigning them to customers and removing a redeemed one.'],
    ['advertisement', 'Advertisements (spec §7).'],
    ['customers', 'Customers (spec §7), their vouchers, points, transactions and inbox.'],
    ['customer', 'One customer for the edit screen (spec §7), its changes and anonymising it.'],
    ['staff-users', 'Staff users and their permissions.'],
    ['audit-log', 'Who changed what, and when.'],
    ['notifications', 'Notifications to customers, their schedule and deliveries.'],
    ['inbox', 'The signed-in staff member’s own messages.'],
    ['settings', 'The merchant’s settings.'],
    ['dashboard', 'The figures of the first screen.'],
    ['extensions', 'Which extensions this server offers.'],
    ['tracking', 'The open pixel and click link of a notification email.'],
    ['uploads', 'Uploaded images, by the hash of their content.'],
    ['operations', 'Health, readiness and this document.'],
].map(([name, description]) => ({ name, description }));

const tagOfSegment: Record<string, string> = {
    t: 'tracking',
    health: 'operations',
    ready: 'operations',
    'openapi.json': 'operations',
};

/** A path's tag: its first segment after /v1/i (or the segment's group). */
export function tagOf(path: string): string {
    const segments = path.split('/').filter(Boolean);
    const first = segments[0] === 'v1' ? segments[2] : segments[0];
    const segment = segments[0] === 'v1' && segments[1] === 't' ? 't' : (first ?? '');
    return tagOfSegment[segment] ?? segment;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable, unique camelCase id made of the method and the path: `getVouchersById`,
 * `deleteVouchersRedeemedByCustomerVoucherIdUsersByCustomerId`. It changes only when the route does.
 */
export function operationIdOf(method: string, path: string): string {
    const words = path
        .replace(/^\/v1\/i\//, '/')
        .split(/[/.-]/)
        .filter(Boolean)
        .map(part => (part.startsWith('{') ? `By${capital(part.slice(1, -1))}` : capital(part)));
    return method.toLowerCase() + words.join('');
}

/** Set on an operation whose body may be left out; finishDocument turns it into the document's word for it. */
export const optionalBodyMark = 'x-optional-body';

type Operation = JsonSchema & { requestBody?: { required?: boolean; content: JsonSchema } };

/**
 * What @fastify/swagger cannot say from a route schema. It marks every request body required (Fastify insists
 * on one when a route validates a body), but a route whose schema accepts none (refresh, logout) takes a request
 * without one; it drops a media type's `encoding`, which says how the image part travels; and it knows nothing of
 * the tags' descriptions or the servers.
 */
export function finishDocument<Document>(document: Document): Document {
    const openapi = document as JsonSchema & { paths?: Record<string, Record<string, Operation>> };
    for (const operation of Object.values(openapi.paths ?? {}).flatMap(item =>
        Object.values(item)
    )) {
        const form = operation.requestBody?.content['multipart/form-data'] as
            | JsonSchema
            | undefined;
        if (form) form.encoding = formEncoding;
        if (!operation[optionalBodyMark]) continue;
        delete operation[optionalBodyMark];
        if (operation.requestBody) operation.requestBody.required = false;
    }
    openapi.tags = documentTags;
    openapi.servers = documentServers;
    return document;
}
