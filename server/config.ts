import path from 'node:path';
import { z } from 'zod';

function seconds(fallback: string) {
    return z
        .string()
        .regex(/^\d{1,6}$/, 'must be a whole number of seconds')
        .default(fallback)
        .transform(Number);
}

/**
 * Fastify's `trustProxy`: whether X-Forwarded-For and -Proto are believed, and from whom. Off by default, since
 * a client reaching the server directly could otherwise pick its own address and dodge the login throttle.
 */
export type TrustProxy = boolean | number | string[];

function trustProxyOf(value: string): TrustProxy | undefined {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const addresses = value.split(',').map(address => address.trim());
    const address = /^([0-9a-f:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i;
    return addresses.every(entry => address.test(entry)) ? addresses : undefined;
}

/** A merchant's gateway: HTTPS, or plain HTTP to this machine (a gateway beside the server, tests). */
function webhookUrl() {
    return z
        .string()
        .regex(
            /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/])/,
            'must be an https:// URL (http:// only to localhost)'
        )
        .optional()
        .or(z.literal('').transform(() => undefined));
}

// Read and checked once at start: a bad value stops the process with a message naming the variable.
const environmentSchema = z
    .object({
        PORT: z
            .string()
            .regex(/^\d{1,5}$/, 'must be a port number')
            .default('8080')
            .transform(Number),
        HOST: z.string().min(1).default('127.0.0.1'),
        DATA_DIR: z.string().min(1).default('./data'),
        DATABASE_URL: z
            .string()
            .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
            .optional()
            .or(z.literal('').transform(() => undefined)),
        DATABASE_PREPARED_STATEMENTS: z
            .enum(['true', 'false', 'on', 'off', '1', '0'], {
                error: 'must be true or false (or on/off, 1/0)',
            })
            .default('true')
            .transform(value => ['true', 'on', '1'].includes(value)),
        // Per pool: the main one and the customer screens' reads beside it (docs/operations.md).
        DATABASE_POOL_SIZE: z
            .string()
            .regex(/^([1-9]|[1-9]\d|100)$/, 'must be a whole number from 1 to 100')
            .default('10')
            .transform(Number),
        ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
        // Absent: the demo data on the embedded database only (a trial), never on a PostgreSQL one.
        SEED_DEMO: z.enum(['true', 'false']).optional(),
        JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
        REFRESH_GRACE_SECONDS: seconds('30'),
        SESSION_CACHE_SECONDS: seconds('5'),
        TRUST_PROXY: z
            .string()
            .default('false')
            .transform((value, context) => {
                const trust = trustProxyOf(value);
                if (trust === undefined) {
                    context.addIssue({
                        code: 'custom',
                        message:
                            'must be true, false, a hop count or a comma-separated list of addresses',
                    });
                }
                return trust ?? false;
            }),
        COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
        // Notifications (docs/notifications.md): the workers, and where each channel goes.
        NOTIFICATION_WORKERS: z.enum(['true', 'false']).default('true'),
        PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
        SMTP_URL: z
            .string()
            .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
            .optional()
            .or(z.literal('').transform(() => undefined)),
        EMAIL_FROM: z.string().min(3).default('Loyalty <no-reply@localhost>'),
        SMS_WEBHOOK_URL: webhookUrl(),
        SMS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
        PUSH_WEBHOOK_URL: webhookUrl(),
        PUSH_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
        // The hosts an https:// deeplink may go to (contract/deeplink.ts); none by default: no web links.
        DEEPLINK_HOSTS: z
            .string()
            .default('')
            .transform(value =>
                value
                    .split(',')
                    .map(host => host.trim().toLowerCase())
                    .filter(Boolean)
            )
            .refine(
                hosts =>
                    hosts.every(host =>
                        /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/.test(
                            host
                        )
                    ),
                'must be a comma-separated list of host names (host or host:port)'
            ),
        CUSTOMER_SEARCH_INDEX: z.enum(['true', 'false']).default('true'),
        LOG_LEVEL: z
            .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
            .default('info'),
    })
    .superRefine((values, context) => {
        // An unsigned request to a gateway would be worthless to it: each webhook needs its secret.
        for (const channel of ['SMS', 'PUSH'] as const) {
            if (values[`${channel}_WEBHOOK_URL`] && !values[`${channel}_WEBHOOK_SECRET`]) {
                context.addIssue({
                    code: 'custom',
                    path: [`${channel}_WEBHOOK_SECRET`],
                    message: `is required when ${channel}_WEBHOOK_URL is set`,
                });
            }
        }
    });

export interface Config {
    port: number;
    host: string;
    dataDir: string;
    databaseUrl: string | undefined;
    /** Absent means on: the setting is read here, but a config built by hand (tests) may leave it out. */
    preparedStatements?: boolean;
    /** Connections per PostgreSQL pool (two pools a process); absent means 10. */
    poolSize?: number;
    adminPassword: string | undefined;
    seedDemo: boolean;
    jwtSecret: string | undefined;
    /**
     * A dump of an embedded database (PGlite's `dumpDataDir`) to start from in memory instead of DATA_DIR/db:
     * the test suite's copies of its migrated template. readConfig never sets it.
     */
    embeddedFrom?: string;
    /** The settings below are optional for a config built by hand (tests); readConfig always sets them. */
    refreshGraceSeconds?: number;
    sessionCacheSeconds?: number;
    trustProxy?: TrustProxy;
    cookieSecure?: boolean;
    logLevel: string;
    /** The hosts an https:// deeplink may go to (DEEPLINK_HOSTS); absent means none. */
    deeplinkHosts?: string[];
    /** The customers' searched text in memory (docs/customers.md 'Search'); absent means on. */
    customerSearchIndex?: boolean;
    /** Notifications (optional for a config built by hand): see docs/notifications.md. */
    notificationWorkers?: boolean;
    publicUrl?: string;
    smtpUrl?: string;
    emailFrom?: string;
    smsWebhookUrl?: string;
    smsWebhookSecret?: string;
    pushWebhookUrl?: string;
    pushWebhookSecret?: string;
}

export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
    const parsed = environmentSchema.safeParse(environment);
    if (!parsed.success) {
        const problems = parsed.error.issues.map(
            issue => `${issue.path.join('.')} ${issue.message}`
        );
        throw new Error(`Invalid configuration: ${problems.join('; ')}`);
    }
    const values = parsed.data;
    return {
        port: values.PORT,
        host: values.HOST,
        dataDir: path.resolve(values.DATA_DIR),
        databaseUrl: values.DATABASE_URL,
        preparedStatements: values.DATABASE_PREPARED_STATEMENTS,
        poolSize: values.DATABASE_POOL_SIZE,
        adminPassword: values.ADMIN_PASSWORD,
        seedDemo: (values.SEED_DEMO ?? (values.DATABASE_URL ? 'false' : 'true')) === 'true',
        jwtSecret: values.JWT_SECRET,
        refreshGraceSeconds: values.REFRESH_GRACE_SECONDS,
        sessionCacheSeconds: values.SESSION_CACHE_SECONDS,
        trustProxy: values.TRUST_PROXY,
        cookieSecure: values.COOKIE_SECURE === 'true',
        logLevel: values.LOG_LEVEL,
        deeplinkHosts: values.DEEPLINK_HOSTS,
        customerSearchIndex: values.CUSTOMER_SEARCH_INDEX === 'true',
        notificationWorkers: values.NOTIFICATION_WORKERS === 'true',
        publicUrl: values.PUBLIC_URL,
        smtpUrl: values.SMTP_URL,
        emailFrom: values.EMAIL_FROM,
        smsWebhookUrl: values.SMS_WEBHOOK_URL,
        smsWebhookSecret: values.SMS_WEBHOOK_SECRET,
        pushWebhookUrl: values.PUSH_WEBHOOK_URL,
        pushWebhookSecret: values.PUSH_WEBHOOK_SECRET,
    };
}
