import { type Kysely, sql } from 'kysely';

/**
 * A migration's `up` that runs its SQL statements in order, one at a time (a prepared statement takes one
 * command), so that the same statements run on PGlite and PostgreSQL. Every migration is written this way.
 */
export const runStatements =
    (statements: readonly string[]) =>
    async (db: Kysely<unknown>): Promise<void> => {
        for (const statement of statements) {
            await sql.raw(statement).execute(db);
        }
    };
