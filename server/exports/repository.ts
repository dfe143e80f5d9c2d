import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { StaffRole } from '../../contract/index.ts';
import { type AuditFilters, filterEntries } from '../audit/index.ts';
import type { PointsEntryRow } from '../customers/index.ts';
import {
    customerListRules,
    customerVoucherListRules,
    type HistoryRange,
    listedCustomers,
    pointsHistory,
    selectCustomerVouchers,
    summaryColumns,
    transactionsHistory,
} from '../customers/index.ts';
import type { Database } from '../db/schema.ts';
import { filterNotifications, type NotificationQuery } from '../notifications/index.ts';
import { filterList, type ListRequest } from '../repository/readList.ts';
import { selectStaffUsers, listRules as staffUserListRules } from '../staffUsers/index.ts';

// The rows of each exported list, filtered by the list's own filter code (imported, never copied), so that a
// file holds exactly what the screen lists. Each is ordered by a unique key so that it can be read in batches.

type Filters = Pick<ListRequest, 'status' | 'search'>;

export const customerRows = (db: Kysely<Database>, filters: Filters) => ({
    query: filterList(listedCustomers(db).select(summaryColumns), filters, customerListRules(db)),
    key: { column: 'customers.id', of: (row: { id: number }) => row.id },
    order: 'asc' as const,
});

export const customerVoucherRows = (
    db: Kysely<Database>,
    customerId: number,
    filters: Filters
) => ({
    query: filterList(
        selectCustomerVouchers(db, customerId).select(
            sql<string>`${customerVoucherListRules.status}`.as('listStatus')
        ),
        filters,
        customerVoucherListRules
    ),
    key: {
        column: 'customerVouchers.id',
        of: (row: { customerVoucherId: number }) => row.customerVoucherId,
    },
    order: 'asc' as const,
});

export const staffUserRows = (
    db: Kysely<Database>,
    filters: Filters & { role?: StaffRole | undefined }
) => {
    const base = selectStaffUsers(db);
    return {
        query: filterList(
            filters.role ? base.where('staffUsers.role', '=', filters.role) : base,
            filters,
            staffUserListRules
        ),
        key: { column: 'staffUsers.id', of: (row: { id: number }) => row.id },
        order: 'asc' as const,
    };
};

/** Newest first, as the Activity screen lists it. */
export const activityRows = (db: Kysely<Database>, filters: AuditFilters) => ({
    query: filterEntries(db, filters),
    key: { column: 'auditLog.id', of: (row: { id: string }) => row.id },
    order: 'desc' as const,
});

/** Newest first, as the history screens list them (a date, then the id among entries of one instant). */
export const pointsEntryRows = (db: Kysely<Database>, customerId: number, range: HistoryRange) => ({
    // The history joins the ledger to itself under aliases (`entry`, `reversal`), which ExportQuery's table
    // names do not know; the rows are the history's own.
    query: pointsHistory(db, customerId, range) as unknown as SelectQueryBuilder<
        Database,
        'rewardPointsTrails',
        PointsEntryRow
    >,
    timestamp: 'entry.createdAt',
    key: { column: 'entry.id', of: (row: { id: number }) => row.id },
    order: 'desc' as const,
});

export const transactionRows = (db: Kysely<Database>, customerId: number, range: HistoryRange) => ({
    query: transactionsHistory(db, customerId, range),
    timestamp: 'transactions.date',
    key: { column: 'transactions.id', of: (row: { id: number }) => row.id },
    order: 'desc' as const,
});

/** Newest first, as the notifications list shows them, with the delivery counters of every channel summed. */
export const notificationRows = (
    db: Kysely<Database>,
    filters: Pick<NotificationQuery, 'status' | 'search'>
) => ({
    query: filterNotifications(db, filters)
        .selectAll('notifications')
        .select([
            sql<string>`(SELECT coalesce(sum(f.delivered), 0) FROM notification_figures f
                WHERE f.notification_id = notifications.id)`.as('delivered'),
            sql<string>`(SELECT coalesce(sum(f.failed), 0) FROM notification_figures f
                WHERE f.notification_id = notifications.id)`.as('failed'),
        ]),
    key: { column: 'notifications.id', of: (row: { id: string }) => row.id },
    order: 'desc' as const,
});
