import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { defaultPasswordCost } from './lib/passwords.ts';
import { defaultLoginLimits, type ThrottleLimits } from './lib/throttle.ts';
import { applyZodSchemas, type ZodTypeProvider } from './lib/zodProvider.ts';
import auth from './plugins/auth.ts';
import consoleFiles from './plugins/consoleFiles.ts';
import db from './plugins/db.ts';
import errors from './plugins/errors.ts';
import sharedReads from './plugins/sharedReads.ts';
import uploads, { maxImageBytes } from './plugins/uploads.ts';
import advertisementRoutes from './routes/advertisements.ts';
import assignRoutes from './routes/assign.ts';
import authRoutes from './routes/auth.ts';
import customerRoutes from './routes/customers.ts';
import voucherRoutes from './routes/vouchers.ts';
import { seedOnFirstStart } from './seed/firstStart.ts';

export interface AppOptions {
    config: Config;
    logger?: FastifyServerOptions['logger'];
    /** The built console to serve on the same origin (with the SPA fallback); off for tests. */
    consoleDirectory?: string;
    /** Adds GET /bench/constant, the baseline the API benchmark compares routes against. */
    benchRoute?: boolean;
    /** Checks every answer against its route's schema (tests). */
    checkResponses?: boolean;
    loginLimits?: ThrottleLimits;
    /** log2 of scrypt's N for the passwords this app hashes (tests lower it). */
    passwordCost?: number;
}

export async function buildApp(options: AppOptions) {
    const { config } = options;
    const app = Fastify({
        logger: options.logger ?? { level: config.logLevel },
        bodyLimit: 1024 * 1024,
        // Behind nothing by default; request.ip is the peer address used by the login throttle.
        trustProxy: false,
        // Opening PGlite and migrating a fresh database can take longer than Fastify's 10 s default.
        pluginTimeout: 120_000,
    }).withTypeProvider<ZodTypeProvider>();
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
    await app.register(helmet, {
        contentSecurityPolicy: {
            directives: {
                // MUI (emotion) injects style elements; image previews use blob: URLs.
                'style-src': ["'self'", "'unsafe-inline'"],
                'img-src': ["'self'", 'data:', 'blob:'],
                'upgrade-insecure-requests': null,
            },
        },
        strictTransportSecurity: false,
    });
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
    await app.register(auth, { dataDir: config.dataDir, jwtSecret: config.jwtSecret });
    await app.register(uploads, { dataDir: config.dataDir });
    const passwordCost = options.passwordCost ?? defaultPasswordCost;
    await seedOnFirstStart(app.db, { ...config, passwordCost }, app.log);

    await app.register(
        async v1 => {
            await v1.register(authRoutes, {
                loginLimits: options.loginLimits ?? defaultLoginLimits,
                passwordCost,
            });
            await v1.register(async secured => {
                secured.addHook('onRequest', secured.authenticate);
                await secured.register(sharedReads);
                await secured.register(voucherRoutes);
                await secured.register(assignRoutes);
                await secured.register(advertisementRoutes);
                await secured.register(customerRoutes);
            });
        },
        { prefix: '/v1/i' }
    );
    if (options.benchRoute) {
        const constant = { data: { message: 'constant', items: [1, 2, 3] } };
        app.get('/bench/constant', async () => constant);
    }
    await app.register(consoleFiles, { directory: options.consoleDirectory });
    return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
