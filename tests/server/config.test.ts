import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

describe('configuration', () => {
    it('has the documented defaults', () => {
        expect(readConfig({})).toEqual({
            port: 8080,
            host: '127.0.0.1',
            dataDir: path.resolve('./data'),
            databaseUrl: undefined,
            adminPassword: undefined,
            seedDemo: true,
            jwtSecret: undefined,
            logLevel: 'info',
        });
    });

    it('reads every variable', () => {
        const config = readConfig({
            PORT: '9090',
            HOST: '0.0.0.0',
            DATA_DIR: '/tmp/loyalty',
            DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/loyalty',
            ADMIN_PASSWORD: 'long-enough',
            SEED_DEMO: 'false',
            JWT_SECRET: 'x'.repeat(32),
            LOG_LEVEL: 'warn',
        });
        expect(config).toMatchObject({
            port: 9090,
            host: '0.0.0.0',
            dataDir: '/tmp/loyalty',
            seedDemo: false,
            logLevel: 'warn',
        });
        expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    });

    it.each([
        ['PORT', 'eighty'],
        ['DATABASE_URL', 'mysql://localhost/db'],
        ['ADMIN_PASSWORD', 'short'],
        ['SEED_DEMO', 'no'],
        ['JWT_SECRET', 'too-short'],
        ['LOG_LEVEL', 'loud'],
    ])('stops with a message naming %s when it is %s', (name, value) => {
        expect(() => readConfig({ [name]: value })).toThrow(
            new RegExp(`Invalid configuration: ${name}`)
        );
    });
});
