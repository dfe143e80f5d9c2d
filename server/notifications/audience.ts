import type { NotificationChannel } from '../../contract/index.ts';
import type { NotificationRow } from './answer.ts';
import { staffChannels } from './rules.ts';

// Who a notification reaches, in a fixed order (customers by id, then staff by id) so the fan-out can walk it
// in batches and resume after its last recipient. 'customers' and 'all' mean active customers; 'admins' and
// 'all' active staff with the Admin role; 'specific' the listed customers, whatever their status.
// The queries that count and list them are in repository/audience.ts.

export type RecipientType = 'customer' | 'staff';
export interface Recipient {
    type: RecipientType;
    id: number;
}

export const reachesCustomers = (row: NotificationRow) => row.recipients !== 'admins';
export const reachesStaff = (row: NotificationRow) =>
    row.recipients === 'admins' || row.recipients === 'all';

/** The channels of a kind of recipient: staff have no phone or app. */
export function channelsFor(row: NotificationRow, type: RecipientType): NotificationChannel[] {
    const channels = row.channels as NotificationChannel[];
    return type === 'customer'
        ? channels
        : channels.filter(channel => staffChannels.includes(channel));
}

export const cursorOf = (recipient: Recipient) => `${recipient.type}:${recipient.id}`;

export function parseCursor(text: string | null): Recipient | null {
    const match = text ? /^(customer|staff):(\d+)$/.exec(text) : null;
    return match ? { type: match[1] as RecipientType, id: Number(match[2]) } : null;
}
