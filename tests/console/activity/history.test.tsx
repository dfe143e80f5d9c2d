import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffUser } from '../../../contract';
import { HttpResponse, http, offerExtensions, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { EXTENSIONS, serveCustomer } from '../customers/customersApi';
import { notification, useNotificationsApi } from '../notifications/notificationApi';
import { auditEntry } from './activityApi';

setUpApi();
const SLOW = { timeout: 10_000 };

/** Answers the trail with one entry for whatever record is asked, keeping each call's query. */
const serveHistory = () => {
    const queries: URLSearchParams[] = [];
    server.use(
        http.get('/v1/i/audit-log', ({ request }) => {
            const query = new URL(request.url).searchParams;
            queries.push(query);
            const entry = auditEntry({
                entityType: query.get('entityType') ?? '',
                entityId: query.get('entityId') ?? '',
                changes: { name: { before: 'Old name', after: 'New name' } },
            });
            return HttpResponse.json({ entries: [entry], total: 1 });
        })
    );
    return queries;
};

const historyPanel = () => screen.findByRole('region', { name: 'History' }, SLOW);

const expectEntryFor = async (queries: URLSearchParams[], entityType: string, entityId: string) => {
    const panel = await historyPanel();
    expect(await within(panel).findByText(/Updated · clerk\.amy/, {}, SLOW)).toBeVisible();
    expect(within(panel).getByText('New name')).toBeVisible();
    expect(queries.at(-1)?.get('entityType')).toBe(entityType);
    expect(queries.at(-1)?.get('entityId')).toBe(entityId);
};

const siti: StaffUser = {
    id: '5',
    username: 'siti',
    email: 'siti@example.com',
    name: 'Siti Aminah',
    phone: null,
    location: null,
    joiningDate: '2024-03-15',
    role: 'marketer',
    status: 'active',
    permissions: [],
    notes: null,
    passwordChangedAt: null,
    createdAt: '2024-03-15T00:00:00.000Z',
};

describe('History panel', { timeout: 30_000 }, () => {
    it("shows a customer's own entries on the details screen", async () => {
        serveCustomer({ extensions: [...EXTENSIONS, 'audit-log'] });
        const queries = serveHistory();
        renderApp('/customer/c1');
        await expectEntryFor(queries, 'customer', 'c1');
    });

    it('is not there without the audit-log extension, and the trail is not asked', async () => {
        serveCustomer();
        const queries = serveHistory();
        renderApp('/customer/c1');
        expect(
            await screen.findByRole('region', { name: 'Recent Points Transactions' }, SLOW)
        ).toBeVisible();
        expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
        expect(queries).toHaveLength(0);
    });

    it("shows a staff user's entries on the edit screen", async () => {
        serveCustomer();
        offerExtensions(['paging', 'staff-users', 'audit-log']);
        server.use(http.get('/v1/i/staff-users/5', () => HttpResponse.json({ user: siti })));
        const queries = serveHistory();
        renderApp('/user/5');
        await expectEntryFor(queries, 'staffUser', '5');
    });

    it("shows a notification's entries on the edit screen", async () => {
        serveCustomer();
        useNotificationsApi([notification({ id: '9' })]);
        offerExtensions(['paging', 'notifications', 'audit-log']);
        const queries = serveHistory();
        renderApp('/notification/9');
        await expectEntryFor(queries, 'notification', '9');
    });
});
