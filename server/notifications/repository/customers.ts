import type { Kysely } from 'kysely';
import { listedCustomers } from '../../customers/index.ts';
import type { Database } from '../../db/schema.ts';

/** The ids among `ids` that no customer has, anonymised ones included, in their given order. */
export async function unknownCustomers(db: Kysely<Database>, ids: string[]): Promise<string[]> {
    const known = await listedCustomers(db)
        .select('id')
        .where('id', 'in', ids.map(Number))
        .execute();
    return ids.filter(id => !known.some(row => String(row.id) === id));
}
