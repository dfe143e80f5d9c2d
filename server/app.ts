import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import advertisementRepository from './advertisements/repository.ts';
import advertisementRoutes from './advertisements/routes.ts';
import auditRepository from './audit/repository.ts';
import auditRoutes from './audit/routes.ts';
import accessChanges from './auth/accessChanges.ts';
import authPurge from './auth/purge.ts';
import authRepository from './auth/repository.ts';
import authRoutes from './auth/routes.ts';
import transportSecurity from './auth/transportSecurity.ts';
import type { Config } from './config.ts';
import customerVoucherRoutes from './customers/customerVoucherRoutes.ts';
import customerVoucherRepository from './customers/customerVouchersRepository.ts';
import customerWritesRepository from './customers/customerWritesRepository.ts';
import ledgerRepository from './customers/ledgerRepository.ts';
import ledgerRoutes from './customers/ledgerRoutes.ts';
import customerRepository from './customers/repository.ts';
import customerRoutes from './customers/routes.ts';
import customerSearchIndex from './customers/searchIndex/plugin.ts';
import customerWriteRoutes from './customers/writeRoutes.ts';
import dashboardRepository from './dashboard/repository.ts';
import dashboardRoutes from './dashboard/routes.ts';
import historyExportRoutes from './exports/historyRoutes.ts';
import exports from './exports/plugin.ts';
import exportRoutes from './exports/routes.ts';
import extensionRoutes from './extensions/routes.ts';
import { maxImageBytes } from './images/image.ts';
import imagesRepository from './images/repository.ts';
import { withLogRedaction } from './lib/logRedaction.ts';
import { defaultPasswordCost } from './lib/passwords.ts';
import { requestIdOf } from './lib/requestId.ts';
import { serverTimeouts, type Timeouts } from './lib/serverTimeouts.ts';
import { defaultLoginLimits, type ThrottleLimits } from './lib/throttle.ts';
import { applyZodSchemas, type ZodTypeProvider } from './lib/zodProvider.ts';
import notificationInbox from './notifications/inboxRepository.ts';
import inboxRoutes from './notifications/inboxRoutes.ts';
import notificationJobs from './notifications/jobs.ts';
import notificationRepository from './notifications/repository.ts';
import notificationRoutes from './notifications/routes.ts';
import notificationWorkers, { type WorkerOptions } from './notifications/worker.ts';
import auth from './plugins/auth.ts';
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
import uploads from './plugins/uploads.ts';
import settingsRoutes from './settings/routes.ts';
import staffUserRepository from './staffUsers/repository.ts';
import staffUserRoutes from './staffUsers/routes.ts';
import notificationTracking from './tracking/plugin.ts';
import trackingRoutes from './tracking/routes.ts';
import voucherRepository from './vouchers/repository.ts';
import voucherRoutes from './vouchers/routes.ts';

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
    });
    // The auth plugin reads sessions and the shared signing key through the auth repository.
    await app.register(authRepository);
    await app.register(authPurge);
    await app.register(auth, {
        jwtSecret: config.jwtSecret,
        sessionCacheSeconds: config.sessionCacheSeconds ?? 5,
    });
    await app.register(accessChanges, {
        databaseUrl: config.databaseUrl,
        sessionCacheSeconds: config.sessionCacheSeconds ?? 5,
    });
    // Before any route, so that it sees every route and checks the access each one declares.
    await app.register(permissions);
    await app.register(idempotency);
    // Before any route too: the OpenAPI document is built from the routes as they register.
    await app.register(openapi);
    for (const repository of [
        imagesRepository,
        voucherRepository,
        advertisementRepository,
        customerVoucherRepository,
        auditRepository,
        staffUserRepository,
        customerWritesRepository,
        ledgerRepository,
    ]) {
        await app.register(repository);
    }
    await app.register(customerSearchIndex, { enabled: config.customerSearchIndex ?? true });
    await app.register(customerRepository);
    // Notifications: the job queue, then the workers, which start once the app is ready.
    await app.register(notificationJobs, {
        databaseUrl: config.databaseUrl,
        supervise: config.notificationWorkers ?? true,
    });
    await app.register(notificationRepository);
    await app.register(notificationInbox);
    await app.register(notificationTracking, {
        publicUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
    });
    if (config.notificationWorkers ?? true) {
        await app.register(notificationWorkers, { ...options.notifications, config });
    }
    const deeplinkHosts = config.deeplinkHosts ?? [];
    await app.register(trackingRoutes, { prefix: '/v1/t', deeplinkHosts });
    await app.register(dashboardRepository);
    await app.register(exports, { cursor: Boolean(config.databaseUrl) });
    await app.register(uploads, { dataDir: config.dataDir });
    await app.register(health);

    await app.register(
        async v1 => {
            await v1.register(sharedReads);
            await v1.register(authRoutes, {
                loginLimits: options.loginLimits ?? defaultLoginLimits,
                passwordCost: options.passwordCost ?? defaultPasswordCost,
                refreshGraceSeconds: config.refreshGraceSeconds ?? 30,
            });
            await v1.register(voucherRoutes);
            await v1.register(customerVoucherRoutes);
            await v1.register(advertisementRoutes, { deeplinkHosts });
            await v1.register(customerRoutes);
            await v1.register(auditRoutes);
            await v1.register(staffUserRoutes, {
                passwordCost: options.passwordCost ?? defaultPasswordCost,
            });
            await v1.register(customerWriteRoutes);
            await v1.register(ledgerRoutes);
            await v1.register(notificationRoutes, { deeplinkHosts });
            await v1.register(inboxRoutes);
            await v1.register(settingsRoutes, {
                refreshGraceSeconds: config.refreshGraceSeconds ?? 30,
                sessionCacheSeconds: config.sessionCacheSeconds ?? 5,
                loginLimits: options.loginLimits ?? defaultLoginLimits,
                deeplinkHosts,
            });
            await v1.register(dashboardRoutes);
            await v1.register(exportRoutes);
            await v1.register(historyExportRoutes);
            await v1.register(extensionRoutes);
        },
        { prefix: apiPrefix }
    );
    await app.register(consoleFiles, { directory: options.consoleDirectory });
    return app;
}
