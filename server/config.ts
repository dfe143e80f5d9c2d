import path from 'node:path';
import { z } from 'zod';

// Read and checked once at start: a bad value stops the process with a message naming the variable.
const environmentSchema = z.object({
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
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
        .default('info'),
});

export interface Config {
    port: number;
    host: string;
    dataDir: string;
    databaseUrl: string | undefined;
    /** Absent means on: the setting is read here, but a config built by hand (tests) may leave it out. */
    preparedStatements?: boolean;
    adminPassword: string | undefined;
    seedDemo: boolean;
    jwtSecret: string | undefined;
    logLevel: string;
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
        adminPassword: values.ADMIN_PASSWORD,
        seedDemo: values.SEED_DEMO === 'true',
        jwtSecret: values.JWT_SECRET,
        logLevel: values.LOG_LEVEL,
    };
}
