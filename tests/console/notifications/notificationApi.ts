import type { InboxItem, Notification, NotificationStatus } from '../../../contract';
import { HttpResponse, http, offerExtensions, server } from '../api';

// An in-memory notifications extension for msw: the list with the tabs' counts, the writes and the state
// changes of spec §4 (409 otherwise), so that a test watches the console's calls move a notification.

export const notification = (overrides: Partial<Notification> = {}): Notification => ({
    id: '1',
    title: 'Double points weekend',
    message: 'Earn 2x reward points this weekend.',
    type: 'info',
    priority: 'normal',
    deeplink: null,
    status: 'draft',
    scheduledAt: null,
    expiresAt: null,
    recipients: 'all',
    customerIds: [],
    channels: ['in-app'],
    views: 0,
    clicks: 0,
    delivery: [{ channel: 'in-app', queued: 0, delivered: 0, failed: 0, skipped: 0 }],
    progress: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
});

export interface Call {
    method: string;
    path: string;
    search: URLSearchParams;
    body?: Record<string, unknown>;
}

const counts = (all: Notification[]) => {
    const of = (status: NotificationStatus) => all.filter(item => item.status === status).length;
    return { all: all.length, sent: of('sent'), scheduled: of('scheduled'), draft: of('draft') };
};

const conflict = () => HttpResponse.json({ message: 'Not allowed in this state' }, { status: 409 });

const listeners: ((event: { request: Request }) => Promise<void>)[] = [];

/** Stops recording the calls of the tests before (call it after each test). */
export const stopRecording = () => {
    for (const listener of listeners.splice(0)) {
        server.events.removeListener('request:start', listener);
    }
};

/** Installs the extension with `initial` notifications; returns the live store and every call made. */
export const useNotificationsApi = (initial: Notification[], inbox: InboxItem[] = []) => {
    const store = { notifications: [...initial], calls: [] as Call[] };
    const find = (id: unknown) => store.notifications.find(item => item.id === id);
    const replace = (next: Notification) => {
        store.notifications = store.notifications.map(item => (item.id === next.id ? next : item));
        return HttpResponse.json({ notification: next });
    };
    const record = async ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        if (!url.pathname.startsWith('/v1/i/notifications')) return;
        const text = request.method === 'GET' ? '' : await request.clone().text();
        store.calls.push({
            method: request.method,
            path: url.pathname,
            search: url.searchParams,
            body: text ? JSON.parse(text) : undefined,
        });
    };
    server.events.on('request:start', record);
    listeners.push(record);
    offerExtensions(['paging', 'notifications']);
    server.use(
        http.get('/v1/i/notifications', ({ request }) => {
            const search = new URL(request.url).searchParams;
            const status = search.get('status');
            const q = search.get('q')?.toLowerCase();
            const page = Number(search.get('page') ?? 1);
            const perPage = Number(search.get('perPage') ?? 20);
            const shown = store.notifications
                .filter(item => !status || item.status === status)
                .filter(item => !q || item.title.toLowerCase().includes(q));
            return HttpResponse.json({
                notifications: shown.slice((page - 1) * perPage, page * perPage),
                total: shown.length,
                counts: counts(store.notifications),
            });
        }),
        http.get('/v1/i/notifications/:id', ({ params }) => {
            const found = find(params.id);
            return found
                ? HttpResponse.json({ notification: found })
                : HttpResponse.json({ message: 'Notification not found' }, { status: 404 });
        }),
        http.post('/v1/i/notifications', async ({ request }) => {
            const body = (await request.json()) as Partial<Notification>;
            const created = notification({ ...body, id: String(100 + store.notifications.length) });
            store.notifications.push(created);
            return HttpResponse.json({ notification: created }, { status: 201 });
        }),
        http.patch('/v1/i/notifications/:id', async ({ params, request }) => {
            const found = find(params.id);
            if (!found || found.status === 'sent') return conflict();
            return replace({ ...found, ...((await request.json()) as Partial<Notification>) });
        }),
        http.delete('/v1/i/notifications/:id', ({ params }) => {
            if (find(params.id)?.status !== 'draft') return conflict();
            store.notifications = store.notifications.filter(item => item.id !== params.id);
            return new HttpResponse(null, { status: 204 });
        }),
        http.post('/v1/i/notifications/:id/send', ({ params }) => {
            const found = find(params.id);
            if (!found || found.status === 'sent') return conflict();
            return replace({ ...found, status: 'sent', progress: null });
        }),
        http.post('/v1/i/notifications/:id/schedule', async ({ params, request }) => {
            const found = find(params.id);
            if (!found || found.status === 'sent') return conflict();
            const { scheduledAt } = (await request.json()) as { scheduledAt: string };
            return replace({ ...found, status: 'scheduled', scheduledAt });
        }),
        http.post('/v1/i/notifications/:id/unschedule', ({ params }) => {
            const found = find(params.id);
            if (found?.status !== 'scheduled') return conflict();
            return replace({ ...found, status: 'draft', scheduledAt: null });
        }),
        http.get('/v1/i/customers/:id/inbox', () =>
            HttpResponse.json({
                inbox,
                total: inbox.length,
                unread: inbox.filter(item => !item.viewedAt).length,
            })
        )
    );
    return store;
};

/** The calls that changed something, as 'METHOD path'. */
export const writes = (calls: Call[]) =>
    calls.filter(call => call.method !== 'GET').map(call => `${call.method} ${call.path}`);
