import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/schema.ts';

/** Every customer whose balance differs from the sum of their ledger entries: none, whatever happened. */
export async function ledgerMismatches(db: Kysely<Database>) {
    const { rows } = await sql<{ id: number; balance: number; total: string | null }>`
        SELECT c.id, c.reward_points AS balance, s.total
        FROM customers c
        LEFT JOIN (SELECT customer_id, sum(points_change) AS total FROM reward_points_trails GROUP BY customer_id) s
            ON s.customer_id = c.id
        WHERE c.reward_points <> coalesce(s.total, 0)
    `.execute(db);
    return rows;
}

export async function customerCount(db: Kysely<Database>) {
    const row = await db
        .selectFrom('customers')
        .select(eb => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
    return Number(row.count);
}
