import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { IndexedCustomer } from '../index/indexedRows.ts';
import { searchKey } from './searchKey.ts';

/**
 * What the in-memory search (customers/searchIndex/) reads: the customers a search may find, the number of the
 * last change to them and the changes since a number (migration 018).
 */

/** The registration time in microseconds since 1970: exact in a double until the year 2255. */
const registeredMicros = sql<string>`(extract(epoch from customers.registered_at) * 1000000)::bigint`;

export interface SearchVersion {
    version: number;
    trimmedThrough: number;
}

export async function readSearchVersion(db: Kysely<Database>): Promise<SearchVersion> {
    const row = await db
        .selectFrom('customerSearchVersion')
        .select(['version', 'trimmedThrough'])
        .executeTakeFirstOrThrow();
    return { version: Number(row.version), trimmedThrough: Number(row.trimmedThrough) };
}

type Listed = { id: number; at: string; status: string; searchText: string; lastName: string };
/**
 * The index's text (IndexedCustomer.text): the searched text with its marks swapped back (searchKey is its own
 * inverse), between line feeds, then the last name lower-cased by the database (the prefix search's
 * `lower(last_name)`). Swapped back, the text of customers whose names are Latin-1 is a one-byte string, half
 * the memory: the stand-ins are not Latin-1, and with them a million customers' texts took 112 MB, without them
 * 56. A fragment is then looked for as typed, since it appears in a swapped field exactly when its swap does.
 */
const indexed = (row: Listed): IndexedCustomer => ({
    id: row.id,
    at: Number(row.at),
    status: row.status,
    text: `\n${searchKey(row.searchText)}\n${row.lastName}\n`,
});
const lowerLastName = sql<string>`lower(customers.last_name)`.as('lastName');

/** Where a read of the customers in the list's order goes on from: the last row's time (as text) and id. */
export interface ListedAfter {
    registeredAt: string;
    id: number;
}

/** The next `limit` listed customers in the list's order (the listing index, migration 010). */
export async function readListedCustomers(
    db: Kysely<Database>,
    after: ListedAfter | undefined,
    limit: number
): Promise<{ customers: IndexedCustomer[]; last: ListedAfter | undefined }> {
    let query = db
        .selectFrom('customers')
        .where('customers.anonymisedAt', 'is', null)
        .select([
            'customers.id',
            registeredMicros.as('at'),
            sql<string>`customers.registered_at::text`.as('registeredText'),
            'customers.status',
            'customers.searchText',
            lowerLastName,
        ])
        .orderBy('customers.registeredAt')
        .orderBy('customers.id')
        .limit(limit);
    if (after) {
        query = query.where(
            sql<boolean>`(customers.registered_at, customers.id) > (${after.registeredAt}::timestamptz, ${after.id})`
        );
    }
    const rows = await query.execute();
    const lastRow = rows.at(-1);
    return {
        customers: rows.map(indexed),
        last: lastRow && { registeredAt: lastRow.registeredText, id: lastRow.id },
    };
}

/**
 * The changes numbered after `since`, each with the customer's present state (none when the customer is gone
 * or anonymised), and the number they bring the reader to: one statement, so one moment.
 */
export async function readSearchChanges(
    db: Kysely<Database>,
    since: number
): Promise<SearchVersion & { changes: { id: number; customer?: IndexedCustomer }[] }> {
    const rows = await db
        .selectFrom('customerSearchVersion as v')
        .leftJoin('customerSearchChanges as c', join =>
            join.on(sql<boolean>`c.version > ${String(since)}::bigint`)
        )
        .leftJoin('customers', join =>
            join.onRef('customers.id', '=', 'c.customerId').on('customers.anonymisedAt', 'is', null)
        )
        .select([
            'v.version',
            'v.trimmedThrough',
            'c.customerId',
            'customers.id',
            registeredMicros.as('at'),
            'customers.status',
            'customers.searchText',
            lowerLastName,
        ])
        .execute();
    const first = rows[0];
    const changes = rows.flatMap(row => {
        if (row.customerId === null) return [];
        if (row.id === null) return [{ id: row.customerId }];
        return [{ id: row.customerId, customer: indexed(row as Listed) }];
    });
    return {
        version: Number(first?.version ?? 0),
        trimmedThrough: Number(first?.trimmedThrough ?? 0),
        changes,
    };
}

/** Deletes the changes older than `before`, noting the last one deleted (an instance behind it reads again). */
export async function trimSearchChanges(db: Kysely<Database>, before: Date): Promise<number> {
    return db.transaction().execute(async trx => {
        const gone = await trx
            .deleteFrom('customerSearchChanges')
            .where('changedAt', '<', before)
            .returning('version')
            .execute();
        const last = gone.reduce((most, row) => Math.max(most, Number(row.version)), 0);
        if (last > 0) {
            await trx
                .updateTable('customerSearchVersion')
                .set({ trimmedThrough: sql`greatest(trimmed_through, ${String(last)}::bigint)` })
                .execute();
        }
        return gone.length;
    });
}

/** The sorts whose order the index keeps (sortOrders.ts): each a column of what a change is noted for. */
export const rankedSorts = {
    id: sql.ref('customers.id'),
    loginID: sql.ref('customers.loginId'),
    name: sql.ref('customers.name'),
    status: sql.ref('customers.status'),
} as const;
export type RankedSort = keyof typeof rankedSorts;

/**
 * The listed customers' ids in the database's order of a sort (then the id), as its collation orders them. Read
 * as one array's text and parsed here: a million ids as a JavaScript array of numbers took a fifth of a second
 * and 30 MB more to build. The subquery reads the sort's own index (migrations 016 and 025) in order; the
 * aggregate's ORDER BY makes that order certain, and with the work memory raised for this one statement it
 * sorts the presorted rows in memory rather than on disk.
 */
export async function readSortOrder(
    db: Kysely<Database>,
    sort: Exclude<RankedSort, 'id'>
): Promise<Int32Array> {
    const column = rankedSorts[sort];
    return db.transaction().execute(async trx => {
        await sql`set local work_mem = '256MB'`.execute(trx);
        const ordered = trx
            .selectFrom('customers')
            .where('customers.anonymisedAt', 'is', null)
            .select(['customers.id', column.as('key')])
            .orderBy(column)
            .orderBy('customers.id')
            .as('ordered');
        const row = await trx
            .selectFrom(ordered)
            .select(
                sql<string | null>`array_agg(ordered.id order by ordered.key, ordered.id)::text`.as(
                    'ids'
                )
            )
            .executeTakeFirstOrThrow();
        return parseIds(row.ids ?? '{}');
    });
}

/** '{3,1,2}' as an Int32Array. */
function parseIds(text: string): Int32Array {
    if (text.length <= 2) return new Int32Array(0);
    let count = 1;
    for (let at = 1; at < text.length - 1; at++) if (text.charCodeAt(at) === 44) count++;
    const ids = new Int32Array(count);
    let n = 0;
    let value = 0;
    for (let at = 1; at < text.length; at++) {
        const code = text.charCodeAt(at);
        if (code === 44 || code === 125) {
            ids[n++] = value;
            value = 0;
        } else value = value * 10 + (code - 48);
    }
    return ids;
}
