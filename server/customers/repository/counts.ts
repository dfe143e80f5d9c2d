import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * How many customers are listed (of one status, or all), as customer_counts keeps them (migration 006, kept by
 * triggers): one query for a list's total and for the search shares' sample size, instead of a count of the
 * table.
 */
export const countedCustomers = (db: Kysely<Database>, status?: string) => {
    const counts = db
        .selectFrom('customerCounts')
        .select(eb => eb.fn.coalesce(eb.fn.sum<string>('total'), sql<string>`0`).as('count'));
    return status ? counts.where('status', '=', status) : counts;
};
