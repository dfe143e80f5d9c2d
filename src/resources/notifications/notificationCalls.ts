import type { Identifier } from 'react-admin';
import type {
    InboxAnswer,
    Notification,
    NotificationListAnswer,
    NotificationStatus,
} from '../../../contract';
import { request } from '../../api/http';

// The calls of the notifications extension that react-admin's data provider has no verb for: the list with
// the tabs' counts in one answer, the state changes of spec §4, and a customer's inbox (docs/api.md).

const path = (id: Identifier, action = '') => `/v1/i/notifications/${id}${action}`;
type Written = { notification: Notification };

export interface ListQuery {
    status?: NotificationStatus;
    q?: string;
    page: number;
    perPage: number;
}

export const listNotifications = ({ status, q, page, perPage }: ListQuery) =>
    request<NotificationListAnswer>('/v1/i/notifications', {
        query: { status, q: q?.trim() || undefined, page, perPage },
    });

export const sendNow = (id: Identifier) =>
    request<Written>(path(id, '/send'), { method: 'POST', body: {} });

export const schedule = (id: Identifier, scheduledAt: string) =>
    request<Written>(path(id, '/schedule'), { method: 'POST', body: { scheduledAt } });

export const unschedule = (id: Identifier) =>
    request<Written>(path(id, '/unschedule'), { method: 'POST', body: {} });

export const deleteNotification = (id: Identifier) => request(path(id), { method: 'DELETE' });

export const customerInbox = (customerId: Identifier) =>
    request<InboxAnswer>(`/v1/i/customers/${customerId}/inbox`);
