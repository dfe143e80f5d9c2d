import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedWithValues, statementName } from '../../../server/db/preparedStatements.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const hashedName = (text: string) =>
    `k_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

describe('prepared statement names', () => {
    it('derives the name from a hash of the SQL text, the same every time', () => {
        const text = 'select "id" from "vouchers" where "id" = $1';
        expect(statementName(text)).toBe(hashedName(text));
        expect(statementName(text)).toBe(statementName(`${text}`));
        expect(statementName(`${text} limit $2`)).not.toBe(statementName(text));
    });

    it('leaves a long text (a bulk insert) unnamed', () => {
        expect(
            statementName(`insert into "customers" values ${'($1), '.repeat(1000)}`)
        ).toBeUndefined();
    });

    it('leaves a LIKE unnamed, so that each pattern gets a plan of its own', () => {
        expect(
            statementName('select "id" from "customers" where "search_text" like $1 limit $2')
        ).toBeUndefined();
        expect(statementName('select "likes" from "vouchers" where "id" = $1')).toBeDefined();
    });

    it('leaves a statement marked as planned with its values unnamed', () => {
        const among = `select "id" from "p" where "id" = any($1::integer[]) ${plannedWithValues} limit $2`;
        expect(statementName(among)).toBeUndefined();
        expect(statementName(among.replace(plannedWithValues, ''))).toBeDefined();
    });

    it('names a LIKE and a long text too on the connections that plan once (connect.ts)', () => {
        const like = 'select "id" from "customers" where "search_text" like $1 limit $3';
        expect(statementName(like, true)).toBe(hashedName(like));
        const long = `select "id" from "customers" where "id" in (${'$1, '.repeat(1500)}$1)`;
        expect(statementName(long)).toBeUndefined();
        expect(statementName(long, true)).toBe(hashedName(long));
    });
});

/** What the connection has prepared after looking up three customers, one query each. */
async function preparedAfterLookups(test: TestApp) {
    return test.app.db.connection().execute(async connection => {
        for (const id of [1, 2, 3]) {
            await connection.selectFrom('customers').select('id').where('id', '=', id).execute();
        }
        const prepared = await sql<{
            name: string;
            statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(connection);
        return prepared.rows;
    });
}

// Only the PostgreSQL pool names its statements (server/db/connect.ts); the rest of the server suite runs
// through them on PostgreSQL too.
describe.skipIf(!process.env.DATABASE_URL)('prepared statements on postgres', () => {
    let test: TestApp;
    let unprepared: TestApp;
    beforeAll(async () => {
        test = await createTestApp('postgres');
        unprepared = await createTestApp('postgres', { config: { preparedStatements: false } });
    });
    afterAll(async () => {
        await test?.close();
        await unprepared?.close();
    });

    it('runs a parameterised query as a statement named by its hash, prepared once per connection', async () => {
        const customerLookups = (await preparedAfterLookups(test)).filter(row =>
            /select "id" from "customers" where "id" = \$1/.test(row.statement)
        );
        expect(customerLookups).toHaveLength(1);
        const [lookup] = customerLookups;
        expect(lookup?.name).toMatch(/^k_[0-9a-f]{16}$/);
        expect(lookup?.name).toBe(hashedName(lookup?.statement ?? ''));
    });

    it('prepares nothing when DATABASE_PREPARED_STATEMENTS is off', async () => {
        expect(await preparedAfterLookups(unprepared)).toEqual([]);
    });
});
