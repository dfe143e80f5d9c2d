import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countRows } from '../lib/paging.ts';

/** The text the free-text search looks in; the same expression is indexed (trigram GIN) by the migration. */
export const searchText = sql<string>`lower(customers.login_id || ' ' || customers.name || ' ' || customers.email)`;

/**
 * Without a search the total comes from customer_counts (kept by triggers), so the paged list does not count
 * a million rows on every request; with a search the matching rows are counted.
 */
export async function customerTotal(
    db: Kysely<Database>,
    filtered: SelectQueryBuilder<Database, 'customers', object>,
    status: string | undefined,
    search: string | undefined
): Promise<number> {
    if (search) {
        return countRows(filtered);
    }
    const row = await countedTotal(db, status).executeTakeFirstOrThrow();
    return Number(row.count);
}

/** The total of customers (with a status) as kept in customer_counts; usable as a scalar subquery. */
export function countedTotal(db: Kysely<Database>, status: string | undefined) {
    const counts = db
        .selectFrom('customerCounts')
        .select(eb => eb.fn.coalesce(eb.fn.sum<string>('total'), sql<string>`0`).as('count'));
    return status ? counts.where('status', '=', status) : counts;
}
