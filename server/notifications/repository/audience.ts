import type { Kysely } from 'kysely';
import { listedCustomers } from '../../customers/index.ts';
import type { Database } from '../../db/schema.ts';
import type { NotificationRow } from '../answer.ts';
import { channelsFor, type Recipient, reachesCustomers, reachesStaff } from '../audience.ts';

// The queries behind a notification's audience (who it reaches is decided in ../audience.ts): customers by
// id, then staff by id, so that the fan-out can resume after its last recipient.

/** Deliveries a send will write, counted before it starts (customer_counts keeps the per-status totals). */
export async function estimateTotal(db: Kysely<Database>, row: NotificationRow): Promise<number> {
    let customers = 0;
    if (row.recipients === 'specific') customers = row.customerIds.length;
    else if (reachesCustomers(row)) {
        const counted = await db
            .selectFrom('customerCounts')
            .select('total')
            .where('status', '=', 'active')
            .executeTakeFirst();
        customers = Number(counted?.total ?? 0);
    }
    let staff = 0;
    if (reachesStaff(row)) {
        const counted = await db
            .selectFrom('staffUsers')
            .select(eb => eb.fn.countAll<string>().as('count'))
            .where('role', '=', 'admin')
            .where('status', '=', 'active')
            .executeTakeFirstOrThrow();
        staff = Number(counted.count);
    }
    return (
        customers * channelsFor(row, 'customer').length + staff * channelsFor(row, 'staff').length
    );
}

/** The next recipients after `after` (null: from the start), at most `limit`; empty when everyone is done. */
export async function nextRecipients(
    db: Kysely<Database>,
    row: NotificationRow,
    after: Recipient | null,
    limit: number
): Promise<Recipient[]> {
    if (reachesCustomers(row) && (after === null || after.type === 'customer')) {
        // An anonymised customer is gone, even when chosen before it was anonymised.
        let query = listedCustomers(db)
            .select('id')
            .where('id', '>', after?.id ?? 0);
        query =
            row.recipients === 'specific'
                ? query.where('id', 'in', row.customerIds.length ? row.customerIds : [0])
                : query.where('status', '=', 'active');
        const rows = await query.orderBy('id').limit(limit).execute();
        if (rows.length > 0) return rows.map(({ id }) => ({ type: 'customer', id }));
    }
    if (!reachesStaff(row)) return [];
    const staffAfter = after?.type === 'staff' ? after.id : 0;
    const rows = await db
        .selectFrom('staffUsers')
        .select('id')
        .where('id', '>', staffAfter)
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .orderBy('id')
        .limit(limit)
        .execute();
    return rows.map(({ id }) => ({ type: 'staff', id }));
}
