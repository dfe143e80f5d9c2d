import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';

describe('configuration', () => {
    it('has the documented defaults', () => {
        expect(readConfig({})).toEqual({
            port: 8080,
            host: '127.0.0.1',
            dataDir: path.resolve('./data'),
            databaseUrl: undefined,
            preparedStatements: true,
            poolSize: 10,
            adminPassword: undefined,
            seedDemo: true,
            jwtSecret: undefined,
            refreshGraceSeconds: 30,
            sessionCacheSeconds: 5,
            trustProxy: false,
            cookieSecure: false,
            logLevel: 'info',
            deeplinkHosts: [],
            customerSearchIndex: true,
            notificationWorkers: true,
            publicUrl: undefined,
            smtpUrl: undefined,
            emailFrom: 'Loyalty <no-reply@localhost>',
            smsWebhookUrl: undefined,
            smsWebhookSecret: undefined,
            pushWebhookUrl: undefined,
            pushWebhookSecret: undefined,
        });
    });

    it('reads every variable', () => {
        const config = readConfig({
            PORT: '9090',
            HOST: '0.0.0.0',
            DATA_DIR: '/tmp/loyalty',
            DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/loyalty',
            DATABASE_PREPARED_STATEMENTS: 'false',
            ADMIN_PASSWORD: 'long-enough',
            SEED_DEMO: 'false',
            JWT_SECRET: 'x'.repeat(32),
            LOG_LEVEL: 'warn',
        });
        expect(config).toMatchObject({
            port: 9090,
            host: '0.0.0.0',
            dataDir: '/tmp/loyalty',
            preparedStatements: false,
            seedDemo: false,
            logLevel: 'warn',
        });
        expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    });

    it('seeds the demo data by default on the embedded database only', () => {
        const url = 'postgres://postgres@127.0.0.1:5432/loyalty';
        expect(readConfig({}).seedDemo).toBe(true);
        expect(readConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
        expect(readConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
        expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });

    it.each([
        ['true', true],
        ['on', true],
        ['1', true],
        ['false', false],
        ['off', false],
        ['0', false],
    ])('reads DATABASE_PREPARED_STATEMENTS=%s as %s', (value, expected) => {
        expect(readConfig({ DATABASE_PREPARED_STATEMENTS: value }).preparedStatements).toBe(
            expected
        );
    });

    it('reads DATABASE_POOL_SIZE, 10 unless given', () => {
        expect(readConfig({}).poolSize).toBe(10);
        expect(readConfig({ DATABASE_POOL_SIZE: '4' }).poolSize).toBe(4);
        for (const value of ['0', '101', 'ten', '-1'])
            expect(() => readConfig({ DATABASE_POOL_SIZE: value })).toThrow(
                /Invalid configuration: DATABASE_POOL_SIZE/
            );
    });

    it('reads DEEPLINK_HOSTS as a list of host names', () => {
        expect(
            readConfig({ DEEPLINK_HOSTS: 'Shop.example.com, app.example.com:8443' }).deeplinkHosts
        ).toEqual(['shop.example.com', 'app.example.com:8443']);
        expect(() => readConfig({ DEEPLINK_HOSTS: 'https://shop.example.com' })).toThrow(
            /Invalid configuration: DEEPLINK_HOSTS/
        );
    });

    it.each([
        ['PORT', 'eighty'],
        ['DATABASE_URL', 'mysql://localhost/db'],
        ['DATABASE_PREPARED_STATEMENTS', 'maybe'],
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
