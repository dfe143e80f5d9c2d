import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { advertisements } from './advertisements/index.ts';
import { audit } from './audit/index.ts';
import { authentication, transportSecurity } from './auth/index.ts';
import type { Config } from './config.ts';
import { customers } from './customers/index.ts';
import { dashboard } from './dashboard/index.ts';
import { exports } from './exports/index.ts';
import { extensions } from './extensions/index.ts';
import { images, maxImageBytes } from './images/index.ts';
import type { Area, AreaContext } from './lib/area.ts';
import { withLogRedaction } from './lib/logRedaction.ts';
import { defaultPasswordCost } from './lib/passwords.ts';
import { requestIdOf } from './lib/requestId.ts';
import { serverTimeouts, type Timeouts } from './lib/serverTimeouts.ts';
import { defaultLoginLimits, type ThrottleLimits } from './lib/throttle.ts';
import { applyZodSchemas, type ZodTypeProvider } from './lib/zodProvider.ts';
import { notifications, type WorkerOptions } from './notifications/index.ts';

import consoleFiles from './plugins/consoleFiles.ts';
import db from './plugins/db.ts';
import errors from './plugins/errors.ts';
import health from './plugins/health.ts';
import idempotency from './plugins/idempotency.ts';
import openapi from './plugins/openapi.ts';
import permissions from './plugins/permissions.ts';
import securityHeaders from './plugins/securityHeaders.ts';
import sharedReads from './plugins/sharedReads.ts';
import textInput from './plugins/textInput.ts';
import unreadBodies from './plugins/unreadBodies.ts';
import { settings } from './settings/index.ts';
import { staffUsers } from './staffUsers/index.ts';
import { tracking } from './tracking/index.ts';
import { vouchers } from './vouchers/index.ts';

/**
 * The areas in the order they register: an area's services may use those of the areas before it (tracking's
 * routes read the notifications' inbox, exports read every area), and extensions comes last because it
 * reports what the others offer. Authentication comes first, before the permission check.
 */
const areas: Area[] = [
    audit,
    images,
    vouchers,
    advertisements,
    customers,
    staffUsers,
    notifications,
    tracking,
    dashboard,
    exports,
    settings,
    extensions,
];

export interface AppOptions {
    config: Config;
    logger?: FastifyServerOptions['logger'];
    /** The built console to serve on the same origin (with the SPA fallback); off for tests. */
    consoleDirectory?: string;
    /** Checks every answer against its route's schema (tests). */
    checkResponses?: boolean;
    loginLimits?: ThrottleLimits;
    /** log2 of scrypt's N for the passwords this app hashes (tests lower it). */
    passwordCost?: number;
    /** How long slow clients are waited for (tests shorten them); see docs/operations.md. */
    timeouts?: Partial<Timeouts>;
    /** The notification workers' retry and batch settings (tests shorten them); on/off is in the config. */
    notifications?: Omit<WorkerOptions, 'config'>;
}

/** Where the staff API's routes live: its answers get the API's security headers (securityHeaders.ts). */
const apiPrefix = '/v1/i';

/** A hop count as the function Fastify runs for it (its types take no number, though it does). */
function trustProxyOption(trust: Config['trustProxy'] = false) {
    return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: AppOptions) {
    const { config } = options;
    const app = Fastify({
        ...serverTimeouts(options.timeouts),
        logger: withLogRedaction(options.logger ?? { level: config.logLevel }),
        bodyLimit: 1024 * 1024,
        // TRUST_PROXY: behind nothing by default. request.ip (the login throttle's address) and request.protocol
        // (Secure cookies, HSTS) come from X-Forwarded-For and -Proto only when the proxy is trusted.
        trustProxy: trustProxyOption(config.trustProxy),
        // Opening PGlite and migrating a fresh database can take longer than Fastify's 10 s default.
        pluginTimeout: 120_000,
        // The request id of the logs, the audit entries and the X-Request-Id answer header: the caller's when
        // usable (genReqId checks it; Fastify's own header reading would take any value), else a new one.
        requestIdHeader: false,
        genReqId: requestIdOf,
    }).withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async (request, reply) => {
        reply.header('x-request-id', request.id);
    });
    applyZodSchemas(app, options.checkResponses ?? false);

    // An empty JSON body (a bodiless POST sent with a JSON content type) reads as no body, not an error.
    // Bodies are JSON or multipart only; anything else (text/plain included) is a 415.
    app.removeContentTypeParser('text/plain');
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        if (body === '') return done(null, undefined);
        parseJson(request, body as string, done);
    });

    await app.register(errors);
    await app.register(textInput);
    await app.register(unreadBodies);
    await app.register(securityHeaders, {
        apiPrefix,
        helmet: {
            contentSecurityPolicy: {
                directives: {
                    // MUI (emotion) injects style elements; image previews use blob: URLs.
                    'style-src': ["'self'", "'unsafe-inline'"],
                    'img-src': ["'self'", 'data:', 'blob:'],
                    'upgrade-insecure-requests': null,
                },
            },
            // Sent by transportSecurity, and only over HTTPS (helmet would send it on every answer).
            strictTransportSecurity: false,
        },
    });
    await app.register(transportSecurity, { alwaysSecure: config.cookieSecure ?? false });
    await app.register(cookie);
    await app.register(multipart, {
        limits: {
            fileSize: maxImageBytes,
            files: 1,
            fields: 30,
            fieldSize: 64 * 1024,
            parts: 40,
            headerPairs: 100,
        },
    });
    await app.register(db, {
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        preparedStatements: config.preparedStatements,
        poolSize: config.poolSize,
        embeddedFrom: config.embeddedFrom,
    });
    const context: AreaContext = {
        config,
        options,
        deeplinkHosts: config.deeplinkHosts ?? [],
        passwordCost: options.passwordCost ?? defaultPasswordCost,
        loginLimits: options.loginLimits ?? defaultLoginLimits,
    };
    await authentication.services?.(app, context);
    // Before any route, so that it sees every route and checks the access each one declares.
    await app.register(permissions);
    await app.register(idempotency);
    // Before any route too: the OpenAPI document is built from the routes as they register.
    await app.register(openapi);
    for (const area of areas) await area.services?.(app, context);
    await app.register(health);
    await app.register(
        async v1 => {
            await v1.register(sharedReads);
            for (const area of [authentication, ...areas]) await area.routes?.(v1, context);
        },
        { prefix: apiPrefix }
    );
    await app.register(consoleFiles, { directory: options.consoleDirectory });
    return app;
}
