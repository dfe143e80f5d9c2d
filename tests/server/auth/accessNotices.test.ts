import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers.ts';

// An access change waits for the acknowledgement of every listening instance, but never longer than the session
// cache's period: by then no instance holds an entry read before the change.

describe.skipIf(!process.env.DATABASE_URL)('an instance that never acknowledges', () => {
    let test: Awaited<ReturnType<typeof createTestApp>>;
    let silent: pg.Client;
    beforeAll(async () => {
        test = await createTestApp('postgres', { config: { sessionCacheSeconds: 1 } });
        // Named as a listener, yet it listens to nothing: as an instance that is stuck.
        silent = new pg.Client({
            connectionString: test.database.databaseUrl,
            application_name: 'loyalty-access:silent',
        });
        await silent.connect();
    });
    afterAll(async () => {
        await silent?.end();
        await test?.close();
    });

    const demote = async (role: string) => {
        const started = performance.now();
        const answer = await test.app.inject({
            method: 'PATCH',
            url: '/v1/i/staff-users/42',
            payload: { role },
            headers: test.auth,
        });
        expect(answer.statusCode).toBe(200);
        return performance.now() - started;
    };

    it('holds the answer for the period, then answers', async () => {
        await test.tokenFor('manager', '42');
        const waited = await demote('analyst');
        expect(waited).toBeGreaterThanOrEqual(990);
        expect(waited).toBeLessThan(3000);
    });

    it('answers at once when only listening instances are there', async () => {
        await silent.end();
        silent = new pg.Client({ connectionString: test.database.databaseUrl });
        await silent.connect();
        expect(await demote('marketer')).toBeLessThan(900);
    });
});
