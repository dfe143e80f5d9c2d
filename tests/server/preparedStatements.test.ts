import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// Only the PostgreSQL pool names its statements (server/db/connect.ts); the rest of the server suite runs
// through them on PostgreSQL too.
describe.skipIf(!process.env.DATABASE_URL)('prepared statements on postgres', () => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp('postgres');
    });
    afterAll(() => test?.close());

    it('runs a parameterised query as a named statement, prepared once per connection', async () => {
        const prepared = await test.app.db.connection().execute(async connection => {
            for (const id of [1, 2, 3]) {
                await connection
                    .selectFrom('customers')
                    .select('id')
                    .where('id', '=', id)
                    .execute();
            }
            return sql<{
                name: string;
                statement: string;
            }>`select name, statement from pg_prepared_statements`
                .execute(connection)
                .then(result => result.rows);
        });
        const customerLookups = prepared.filter(row =>
            /select "id" from "customers" where "id" = \$1/.test(row.statement)
        );
        expect(customerLookups).toHaveLength(1);
        expect(customerLookups[0]?.name).toMatch(/^k\d+$/);
    });
});
