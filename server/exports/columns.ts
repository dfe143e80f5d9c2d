import type { Selectable } from 'kysely';
import type { PointsEntryRow } from '../customers/index.ts';
import { maskSummary } from '../customers/index.ts';
import type { AuditLogTable } from '../db/schema.ts';
import type { NotificationRow } from '../notifications/index.ts';
import type { StaffUserRow } from '../staffUsers/index.ts';
import { type CsvColumn, isoDate, money } from './csv.ts';

// The columns of each export, headed as the screens head them (English: a file is shared beyond one person's
// language setting). Money keeps two decimals and every instant is ISO 8601 in UTC.

type Instant = Date | string | null;

export const customerColumns: CsvColumn<{
    id: number;
    loginId: string;
    name: string;
    email: string;
    status: string;
    rewardPoints: number;
    registeredAt: Instant;
}>[] = [
    { header: 'ID', value: row => row.id },
    { header: 'Login ID', value: row => row.loginId },
    { header: 'Name', value: row => row.name },
    { header: 'Email', value: row => row.email },
    { header: 'Status', value: row => row.status },
    { header: 'Reward Points', value: row => row.rewardPoints },
    { header: 'Registered At', value: row => isoDate(row.registeredAt) },
];

/** The customers' export for staff without `customers:personal`: names and emails masked as on screen. */
export const maskedCustomerColumns: typeof customerColumns = customerColumns.map(column => ({
    ...column,
    value: row => column.value(maskSummary(row)),
}));

export const customerVoucherColumns: CsvColumn<{
    customerVoucherId: number;
    id: number;
    name: string;
    code: string;
    type: string;
    discountValue: string | null;
    listStatus: string;
    redeemedAt: Instant;
    usedAt: Instant;
    startAt: Instant;
    expireAt: Instant;
    isActive: boolean;
}>[] = [
    { header: 'ID', value: row => row.customerVoucherId },
    { header: 'Voucher ID', value: row => row.id },
    { header: 'Voucher Name', value: row => row.name },
    { header: 'Code', value: row => row.code },
    { header: 'Type', value: row => row.type },
    { header: 'Discount Value (MYR)', value: row => money(row.discountValue) },
    { header: 'Status', value: row => row.listStatus },
    { header: 'Redeemed At', value: row => isoDate(row.redeemedAt) },
    { header: 'Used At', value: row => isoDate(row.usedAt) },
    { header: 'Start At', value: row => isoDate(row.startAt) },
    { header: 'Expire At', value: row => isoDate(row.expireAt) },
    { header: 'Active', value: row => row.isActive },
];

export const staffUserColumns: CsvColumn<StaffUserRow>[] = [
    { header: 'ID', value: row => row.id },
    { header: 'Username', value: row => row.username },
    { header: 'Name', value: row => row.name },
    { header: 'Email', value: row => row.email },
    { header: 'Phone', value: row => row.phone },
    { header: 'Location', value: row => row.location },
    { header: 'Role', value: row => row.role },
    { header: 'Status', value: row => row.status },
    { header: 'Permissions', value: row => row.permissions.join(' ') },
    { header: 'Joining Date', value: row => row.joiningDate },
    { header: 'Created At', value: row => isoDate(row.createdAt as Instant) },
];

export const activityColumns: CsvColumn<Selectable<AuditLogTable>>[] = [
    { header: 'ID', value: row => String(row.id) },
    { header: 'At', value: row => isoDate(row.at) },
    { header: 'Staff ID', value: row => row.actorId },
    { header: 'Staff', value: row => row.actorUsername },
    { header: 'Action', value: row => row.action },
    { header: 'Record Type', value: row => row.entityType },
    { header: 'Record ID', value: row => row.entityId },
    { header: 'Changes', value: row => JSON.stringify(row.changes) },
];

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export const pointsEntryColumns: CsvColumn<PointsEntryRow>[] = [
    { header: 'ID', value: row => row.id },
    { header: 'Date', value: row => isoDate(row.createdAt) },
    { header: 'Kind', value: row => row.kind },
    { header: 'Reason', value: row => row.reason },
    { header: 'Points Change', value: row => row.pointsChange },
    { header: 'Staff', value: row => row.staffUsername },
    { header: 'Reverses', value: row => idOrNull(row.reversesId) },
    { header: 'Reversed By', value: row => idOrNull(row.reversedById) },
    { header: 'Customer Voucher ID', value: row => idOrNull(row.customerVoucherId) },
];

export const transactionColumns: CsvColumn<{
    id: number;
    branchCode: string | null;
    date: Instant;
    currency: string;
    netTotalAmount: string | number;
}>[] = [
    { header: 'ID', value: row => row.id },
    { header: 'Date', value: row => isoDate(row.date) },
    { header: 'Branch', value: row => row.branchCode },
    { header: 'Currency', value: row => row.currency },
    { header: 'Net Total Amount', value: row => money(row.netTotalAmount) },
];

/** The notification and its delivery counters summed over its channels. */
export const notificationColumns: CsvColumn<
    NotificationRow & { delivered: string | number; failed: string | number }
>[] = [
    { header: 'ID', value: row => String(row.id) },
    { header: 'Title', value: row => row.title },
    { header: 'Message', value: row => row.message },
    { header: 'Type', value: row => row.type },
    { header: 'Priority', value: row => row.priority },
    { header: 'Status', value: row => row.status },
    { header: 'Recipients', value: row => row.recipients },
    { header: 'Channels', value: row => row.channels.join(' ') },
    { header: 'Scheduled At', value: row => isoDate(row.scheduledAt) },
    { header: 'Expires At', value: row => isoDate(row.expiresAt) },
    { header: 'Views', value: row => row.views },
    { header: 'Clicks', value: row => row.clicks },
    { header: 'Delivered', value: row => Number(row.delivered) },
    { header: 'Failed', value: row => Number(row.failed) },
    { header: 'Created At', value: row => isoDate(row.createdAt) },
    { header: 'Updated At', value: row => isoDate(row.updatedAt) },
];
